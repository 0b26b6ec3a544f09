// Recommendations (store-staff-assistant.md section 5) for one TV, named in the heading: the TV
// being built, or the one just added (src/domain/upsell/panel-suggestions.ts). The badge gives the
// lowest price: the spec's 'Save up to' the summed prices called a cost a saving (issue 26). Where a suggestion is something the price engine sells (a mount
// upgrade, LED lighting, a soundbar mount, a cord concealer, receiver setup), 'Add' applies it, so
// the total stays the engine's; the others are offered for the technician to bring.
import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import type { AdditionalServiceType } from '@/domain/catalog/additional-services';
import type { MountType } from '@/domain/catalog/mount-types';
import { formatMoney } from '@/domain/pricing/format-money';
import {
  lowestPriceCents,
  panelSuggestions,
  type UpsellTargetTv,
} from '@/domain/upsell/panel-suggestions';
import type { UpsellId, UpsellServiceKey } from '@/domain/catalog/upsells';

type UpsellAction =
  | { kind: 'mount'; mountType: MountType }
  | { kind: 'service'; type: AdditionalServiceType; option: string };

const ACTIONS: Readonly<Record<string, UpsellAction>> = {
  'tilt-upgrade': { kind: 'mount', mountType: 'tilt' },
  'full-motion-upgrade': { kind: 'mount', mountType: 'full_motion' },
  'led-accent-lighting': { kind: 'service', type: 'ledLighting', option: 'basic' },
  'smart-rgb-led-strip': { kind: 'service', type: 'ledLighting', option: 'premium_rgb' },
  'soundbar-mount': { kind: 'service', type: 'soundbarInstall', option: 'under_tv_mount' },
  'receiver-setup': { kind: 'service', type: 'homeTheaterSetup', option: 'standard' },
  'paintable-cord-concealer': { kind: 'service', type: 'wireCordConcealer', option: 'standard' },
};

export function UpsellPanel({
  tv,
  tvLabel,
  bookingServices,
  onMount,
  onService,
}: {
  /** The TV the suggestions are for; null when there is none yet. */
  tv: UpsellTargetTv | null;
  /** 'TV 2: Bedroom': which TV 'Add' changes. */
  tvLabel: string;
  bookingServices: readonly UpsellServiceKey[];
  onMount: (mountType: MountType) => void;
  onService: (type: AdditionalServiceType, option: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { names } = useCustomerWords();
  const suggestions = panelSuggestions(tv, bookingServices);
  const from = lowestPriceCents(suggestions);
  if (!tv || from === null) return null;
  const fromPrice = formatMoney(from, locale);
  return (
    <section
      aria-labelledby="upsell-title"
      className="rounded-xl border border-primary/30 bg-primary/5 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upsell-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden />
          <Trans>Recommended for {tvLabel}</Trans>
        </h2>
        <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          <Trans>Add-ons from {fromPrice}</Trans>
        </span>
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {suggestions.map((suggestion) => {
          const action = ACTIONS[suggestion.id];
          const canApplyMount = action?.kind !== 'mount' || tv.mountOption === 'purchase';
          // Every suggestion is one of the catalogue's (upsells.ts), so its words are in the table.
          const text = names.upsells[suggestion.id as UpsellId] ?? suggestion;
          const name = text.name;
          return (
            <li key={suggestion.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{name}</p>
                <p className="font-semibold text-primary">
                  {formatMoney(suggestion.priceCents, locale)}
                </p>
              </div>
              <p className="text-sm text-muted-foreground">{text.description}</p>
              {action && canApplyMount ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start"
                  aria-label={t`Add ${name}`}
                  onClick={() =>
                    action.kind === 'mount'
                      ? onMount(action.mountType)
                      : onService(action.type, action.option)
                  }
                >
                  <Trans>Add</Trans>
                </Button>
              ) : (
                <p className="text-xs text-muted-foreground">
                  <Trans>Ask your technician on the day.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
