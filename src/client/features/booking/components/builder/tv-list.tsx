import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2, Tv } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Quote } from '@/domain/schemas/quote';
import type { CartTv } from '../../state/booking-state';
import { useTvLabel } from './use-tv-label';

/** The list's heading: focus goes here after a TV is removed (issue 26). */
export const TV_LIST_TITLE_ID = 'tv-list-title';

/** The running list of TVs with each one's price (before the multi-TV discount). */
export function TvList({
  tvs,
  quote,
  editingId,
  onEdit,
  onRemove,
}: {
  tvs: readonly CartTv[];
  quote: Quote;
  editingId: string | null;
  onEdit: (tv: CartTv) => void;
  onRemove: (tv: CartTv) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const tvLabel = useTvLabel();
  const { names } = useCustomerWords();
  if (tvs.length === 0) return null;
  const count = tvs.length;
  return (
    <section aria-labelledby={TV_LIST_TITLE_ID} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={TV_LIST_TITLE_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Your TVs ({count})</Trans>
      </h2>
      <ul className="mt-3 divide-y">
        {tvs.map((tv, index) => {
          const line = quote.tvs[index];
          const label = tvLabel(index + 1, tv.room);
          // A mount bought in the cart took this TV's place (domain/pricing/cart-mounts.ts).
          const cartMount = line?.parts.some((part) => part.key === 'mount' && part.cents === 0);
          return (
            <li key={tv.id} className="py-3" aria-label={label}>
              <div className="flex items-start gap-2">
                <Tv className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <p className="min-w-0 flex-1 font-medium">
                  {label}{' '}
                  {editingId === tv.id && (
                    <span className="text-xs text-primary">
                      <Trans>(editing)</Trans>
                    </span>
                  )}
                </p>
                <span className="font-semibold">
                  {line ? formatMoney(line.totalCents, locale) : ''}
                </span>
              </div>
              <div className="mt-1 flex items-center gap-2 pl-7">
                <p className="min-w-0 flex-1 text-sm text-muted-foreground">
                  {TV_SIZE_LABELS[tv.tvSize]} · {names.wallTypes[tv.wallType]} ·{' '}
                  {tv.mountOption === 'own'
                    ? t`Own mount`
                    : cartMount
                      ? t`Mount from your cart`
                      : names.mountTypes[tv.mountType]}
                </p>
                {(
                  [
                    ['edit', t`Edit ${label}`, Pencil, onEdit],
                    ['remove', t`Remove ${label}`, Trash2, onRemove],
                  ] as const
                ).map(([key, name, Icon, act]) => (
                  <Button
                    key={key}
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={name}
                    onClick={() => act(tv)}
                  >
                    <Icon aria-hidden />
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
