import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import { moveFocus } from '@/client/lib/move-focus';
import { formatMoney } from '@/domain/pricing/format-money';
import { priceOneTv } from '../../state/booking-quote';
import type { CartTv } from '../../state/booking-state';
import { AddOnsStep, RoomStep, SizeStep, WallStep } from './tv-form-steps';
import { draftRoom, tvFromDraft, type TvDraft } from './tv-draft';

export type TvStep = 1 | 2 | 3 | 4;
const STEP_TITLES: Readonly<Record<TvStep, MessageDescriptor>> = {
  1: msg`Room or location`,
  2: msg`TV size`,
  3: msg`Wall type`,
  4: msg`Add-on services`,
};
const TV_STEPS = [1, 2, 3, 4] as const satisfies readonly TvStep[];

/** Next is allowed only when the current step is filled in (booking-flow.md section 4). */
function stepDone(step: TvStep, draft: TvDraft): boolean {
  if (step === 1) return draftRoom(draft) !== '';
  if (step === 2) return draft.tvSize !== null;
  if (step === 3) return draft.wallType !== null;
  return true;
}

const newId = () => crypto.randomUUID();

/** The form's heading ('TV 2', 'Edit TV') and its step line: where focus goes after a change. */
export const TV_FORM_TITLE_ID = 'tv-form-title';
export const TV_FORM_STEP_ID = 'tv-form-step';

export function TvForm({
  draft,
  step,
  rooms,
  tvNumber,
  onChange,
  onStep,
  onSave,
  onCancelEdit,
  notice,
}: {
  draft: TvDraft;
  step: TvStep;
  rooms: readonly string[];
  tvNumber: number;
  onChange: (change: Partial<TvDraft>) => void;
  onStep: (step: TvStep) => void;
  onSave: (tv: CartTv) => void;
  onCancelEdit: () => void;
  /** A short confirmation after a TV is added, beside the buttons the customer just used. */
  notice?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const tv = tvFromDraft(draft, () => 'draft');
  const draftPrice = tv ? priceOneTv(tv) : null;
  const editing = draft.id !== null;
  const stepTitle = t(STEP_TITLES[step]);
  const save = () => {
    const ready = tvFromDraft(draft, newId);
    if (ready) onSave(ready);
  };
  // Next and Previous replace the step (and Next turns disabled on an empty step): focus goes to
  // the new step's heading rather than to the page body (issue 26).
  const goToStep = (next: TvStep) => {
    onStep(next);
    moveFocus(TV_FORM_STEP_ID);
  };

  return (
    <section
      id="tv-form"
      aria-labelledby={TV_FORM_TITLE_ID}
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={TV_FORM_TITLE_ID} tabIndex={-1} className="text-xl font-semibold outline-none">
          {editing ? t`Edit TV` : t`TV ${tvNumber}`}
        </h2>
        <h3
          id={TV_FORM_STEP_ID}
          tabIndex={-1}
          className="text-sm font-normal text-muted-foreground outline-none focus-visible:text-foreground"
        >
          <Trans>
            Step {step} of 4: {stepTitle}
          </Trans>
        </h3>
      </div>
      <ol className="mt-3 mb-6 grid grid-cols-4 gap-1.5" aria-hidden>
        {TV_STEPS.map((number) => (
          <li
            key={number}
            className={`h-1.5 rounded-full ${number <= step ? 'bg-primary' : 'bg-secondary'}`}
          />
        ))}
      </ol>

      {step === 1 && <RoomStep draft={draft} onChange={onChange} rooms={rooms} />}
      {step === 2 && <SizeStep draft={draft} onChange={onChange} />}
      {step === 3 && <WallStep draft={draft} onChange={onChange} />}
      {step === 4 && <AddOnsStep draft={draft} onChange={onChange} />}

      {draftPrice !== null && (
        <p className="mt-6 flex items-center justify-between rounded-lg bg-secondary px-4 py-3 font-semibold">
          <span>
            <Trans>This TV</Trans>
          </span>
          <span data-testid="draft-tv-price">{formatMoney(draftPrice, locale)}</span>
        </p>
      )}

      {notice && <div className="mt-6">{notice}</div>}

      <div className="mt-6 flex flex-wrap items-center gap-2">
        {step > 1 && (
          <Button variant="outline" onClick={() => goToStep((step - 1) as TvStep)}>
            <ArrowLeft aria-hidden />
            <Trans>Previous</Trans>
          </Button>
        )}
        {editing && (
          <Button variant="ghost" onClick={onCancelEdit}>
            <Trans>Cancel Edit</Trans>
          </Button>
        )}
        <div className="flex-1" />
        {step < 4 ? (
          <Button disabled={!stepDone(step, draft)} onClick={() => goToStep((step + 1) as TvStep)}>
            <Trans>Next</Trans>
            <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button disabled={!tv} onClick={save}>
            {!editing && <Plus aria-hidden />}
            {editing ? t`Update TV` : t`Add TV to Booking`}
          </Button>
        )}
      </div>
    </section>
  );
}
