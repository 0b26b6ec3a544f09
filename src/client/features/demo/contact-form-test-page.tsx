import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { BookingOverlay } from '@/client/components/assistant/booking-overlay/booking-overlay';
import type { CreatedBooking } from '@/client/api/assistant';
import { formatMoney } from '@/domain/pricing/format-money';
import type { AssistantBookingDraft } from '@/domain/schemas/assistant';
import { getQuote } from './api/diagnostics';
import { DemoFrame } from './demo-frame';
import { DiagnosticsGate } from './diagnostics-gate';
import { sampleTv } from './sample-tv';

const SAMPLE_TV = sampleTv({ tvSize: '56-65', mountType: 'tilt' });

/**
 * /contact-form-test: the assistant's contact form overlay with a sample job, priced by the
 * server. Its bookings are diagnostic: open in demo mode, an admin's only in production
 * (decisions.md "Holding up under abuse"), so the page signs the admin in there first.
 */
export default function ContactFormTestPage() {
  return <DiagnosticsGate>{({ token }) => <ContactFormTest token={token} />}</DiagnosticsGate>;
}

function ContactFormTest({ token }: { token: string | null }) {
  const [draft, setDraft] = useState<AssistantBookingDraft | null>(null);
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<CreatedBooking | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getQuote([SAMPLE_TV])
      .then((quote) =>
        setDraft({ tvs: [SAMPLE_TV], additionalServices: [], slot: null, quote, locale: 'en' }),
      )
      .catch(() => setError('The sample job could not be priced.'));
  }, []);

  return (
    <DemoFrame
      title="Contact Form Test"
      intro="Opens the contact form the assistant uses, with a sample job: one 65 inch TV on drywall with a tilt mount. Completing it makes a real cash booking, marked Test for staff: no e-mails, not in stats or exports, deleted after 24 hours."
    >
      {error && <p role="alert">{error}</p>}
      {draft ? (
        <p className="text-slate-800">
          Sample job total: <strong>{formatMoney(draft.quote.totalCents)}</strong>
        </p>
      ) : (
        !error && <p role="status">Pricing the sample job...</p>
      )}
      <Button className="mt-4" disabled={!draft} onClick={() => setOpen(true)}>
        Open Contact Form
      </Button>
      {booked && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 font-semibold text-green-900">
          Booked: reference {booked.reference ?? `#${booked.id}`}, {formatMoney(booked.totalPrice)},
          cash on completion.
        </p>
      )}
      {draft && open && (
        <BookingOverlay
          draft={draft}
          open
          bookingPath="/api/contact-form-test/booking"
          bookingToken={token}
          onOpenChange={setOpen}
          onBooked={(booking) => {
            setBooked(booking);
            setOpen(false);
          }}
        />
      )}
    </DemoFrame>
  );
}
