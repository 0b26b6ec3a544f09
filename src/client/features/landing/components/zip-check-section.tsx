// The landing page's ZIP check (decisions.md "Service area" and "What the turn-3 walk-throughs
// settled"): answers at once, before any booking step, whether we serve a ZIP code. The list and
// the phone number are the business settings' (useBusiness), never code. Rendered by the server
// and hydrated once on screen (later-section.tsx): the field is uncontrolled, so a ZIP typed
// before the code arrived is still read, and a tap on Check in that gap is replayed.
import { Trans } from '@lingui/react/macro';
import { CircleCheck, MapPin, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useBusiness } from '@/client/lib/use-business';
import { answerZip, type ZipAnswer } from '@/domain/catalog/service-area';
import { MountBuilderButton } from './mount-builder-button';

const FIELD_ID = 'zip-check';

export function ZipCheckSection() {
  const business = useBusiness();
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!business) return;
    const typed = new FormData(event.currentTarget).get('zip');
    setAnswer(answerZip(typeof typed === 'string' ? typed : '', business));
  };

  return (
    <section aria-labelledby="zip-check-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-xl">
          <h2
            id="zip-check-title"
            className="flex items-center gap-2 text-2xl font-extrabold tracking-tight text-slate-900"
          >
            <MapPin className="size-6 shrink-0 text-blue-700" aria-hidden />
            <Trans>Do we come to you?</Trans>
          </h2>
          <p className="mt-2 text-slate-600">
            <Trans>
              We mount TVs across Charlotte and the towns around it. Check your ZIP code before you
              book.
            </Trans>
          </p>
        </div>
        <div className="w-full lg:max-w-md">
          <form noValidate onSubmit={check} className="flex items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1.5">
              <Label htmlFor={FIELD_ID}>
                <Trans>ZIP code</Trans>
              </Label>
              <Input
                id={FIELD_ID}
                name="zip"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                placeholder="28202"
                aria-invalid={answer?.kind === 'invalid'}
                aria-describedby="zip-check-answer"
              />
            </div>
            <Button type="submit" size="lg" className="h-11">
              <Trans>Check</Trans>
            </Button>
          </form>
          <div id="zip-check-answer" role="status" className="mt-3 text-sm">
            {answer && business && (
              <Answer answer={answer} phone={business.phone} tel={business.telHref} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function Answer({ answer, phone, tel }: { answer: ZipAnswer; phone: string; tel: string }) {
  if (answer.kind === 'invalid') {
    return (
      <p className="font-medium text-destructive">
        <Trans>Enter a 5-digit ZIP code, like 28202.</Trans>
      </p>
    );
  }
  if (answer.kind === 'outside') {
    // answer.message in the page's language (outsideServiceAreaMessage is the English).
    const { zip } = answer;
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p>
          <Trans>
            We do not serve ZIP code {zip} yet. Call us at {phone} and we will see what we can do.
          </Trans>
        </p>
        <a
          href={tel}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold text-blue-800 underline underline-offset-2"
        >
          <Phone className="size-4" aria-hidden />
          <Trans>Call {phone}</Trans>
        </a>
      </div>
    );
  }
  const { zip } = answer;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-5 shrink-0 text-emerald-700" aria-hidden />
        <Trans>Yes, we serve {zip}.</Trans>
      </p>
      <MountBuilderButton>
        <Trans>Book your TV mounting</Trans>
      </MountBuilderButton>
    </div>
  );
}
