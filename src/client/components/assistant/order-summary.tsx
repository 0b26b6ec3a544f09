// The contact form overlay's order summary (store-staff-assistant.md section 5): each TV's size,
// mount and wall, the services, and the assistant's quoted total.
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLocale } from '@/client/i18n/use-locale';
import { MOUNT_TYPE_INFO } from '@/domain/catalog/mount-types';
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import { WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import { formatMoney } from '@/domain/pricing/format-money';
import type { AssistantBookingDraft } from '@/domain/schemas/assistant';

function tvSummary(
  draft: AssistantBookingDraft,
  i18n: I18n,
): { size: string; mount: string; wall: string } {
  const distinct = (values: string[]) => [...new Set(values)].join(', ') || i18n._(msg`None`);
  return {
    size: distinct(
      draft.tvs.map((tv, i) => {
        const number = i + 1;
        const prefix = draft.tvs.length > 1 ? i18n._(msg`TV ${number}:`) + ' ' : '';
        return `${prefix}${TV_SIZE_LABELS[tv.tvSize]}`;
      }),
    ),
    mount: distinct(
      draft.tvs.map((tv) =>
        tv.mountOption === 'own'
          ? i18n._(msg`Customer-provided mount`)
          : MOUNT_TYPE_INFO[tv.mountType].label,
      ),
    ),
    wall: distinct(draft.tvs.map((tv) => WALL_TYPE_INFO[tv.wallType].label)),
  };
}

export function OrderSummary({
  draft,
  titleId,
}: {
  readonly draft: AssistantBookingDraft;
  readonly titleId: string;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const summary = tvSummary(draft, i18n);
  return (
    <section aria-labelledby={titleId} className="rounded-lg border bg-slate-50 p-4">
      <h3 id={titleId} className="mb-2 font-semibold">
        <Trans>Order summary</Trans>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {draft.tvs.length > 0 && (
          <>
            <dt className="text-slate-600">
              <Trans>TV size</Trans>
            </dt>
            <dd>{summary.size}</dd>
            <dt className="text-slate-600">
              <Trans>Mount</Trans>
            </dt>
            <dd>{summary.mount}</dd>
            <dt className="text-slate-600">
              <Trans>Wall type</Trans>
            </dt>
            <dd>{summary.wall}</dd>
          </>
        )}
        {draft.quote.services.map((line) => (
          <div key={line.type} className="contents">
            <dt className="text-slate-600">
              <Trans>Service</Trans>
            </dt>
            <dd>
              {line.label}
              {line.quantity > 1 ? ` x ${line.quantity}` : ''}
            </dd>
          </div>
        ))}
        <dt className="font-semibold">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-semibold">{formatMoney(draft.quote.totalCents, locale)}</dd>
      </dl>
    </section>
  );
}
