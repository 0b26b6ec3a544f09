import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { slotWindowLabel } from '@/domain/scheduling/business-time';
import { formatMoney } from '@/domain/pricing/format-money';
import type { BookingResponse } from '@/domain/schemas/booking';
import { ServiceProgressModal } from '../service-progress-modal';
import { formatAppointmentDate } from './schedule-step';

const PAYMENT_NOTE: Record<BookingResponse['paymentMethod'], string> = {
  card: 'Paid by card',
  afterpay: 'Afterpay: complete the payment in the other tab',
  cash: 'Pay cash when service is completed',
};

export function SuccessStep({ booking, onHome }: { booking: BookingResponse; onHome: () => void }) {
  const [progressOpen, setProgressOpen] = useState(false);
  const date = formatAppointmentDate(booking.appointmentDate);
  const arrival = slotWindowLabel(booking.appointmentTime);
  return (
    <div className="space-y-6 text-center">
      <CheckCircle2 className="mx-auto size-16 text-success" aria-hidden />
      <div>
        <h2 className="text-2xl font-bold">You're booked!</h2>
        <p className="mt-1 text-muted-foreground">
          A confirmation e-mail with a calendar invite is on its way to {booking.email}.
        </p>
      </div>
      <dl className="mx-auto grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border bg-card p-5 text-left">
        <dt className="text-muted-foreground">Booking ID</dt>
        <dd className="font-bold" data-testid="booking-id">
          #{booking.id}
        </dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd className="font-medium">{date}</dd>
        <dt className="text-muted-foreground">Arrival window</dt>
        <dd className="font-medium">{arrival}</dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-medium">{formatMoney(booking.totalPrice)}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd className="font-medium">
          {booking.paymentStatus === 'paid' ? 'Paid' : PAYMENT_NOTE[booking.paymentMethod]}
        </dd>
      </dl>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button size="lg" onClick={() => setProgressOpen(true)}>
          Show Booking Progress
        </Button>
        <Button size="lg" variant="outline" onClick={onHome}>
          Back to Home
        </Button>
      </div>
      <ServiceProgressModal
        open={progressOpen}
        onOpenChange={setProgressOpen}
        bookingId={booking.id}
        customerName={booking.name}
        appointmentDate={date}
        appointmentTime={arrival}
        currentStep={1}
      />
    </div>
  );
}
