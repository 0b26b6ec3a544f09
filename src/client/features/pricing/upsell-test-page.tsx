import { Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { UpsellSuggestion } from '@/domain/catalog/upsells';
import { formatMoney } from '@/domain/pricing/format-money';
import { suggestUpsells } from '@/domain/upsell/suggest-upsells';
import {
  addUpsell,
  clearUpsells,
  conversionRate,
  removeUpsell,
  upsellsTotalCents,
  type SelectedUpsell,
} from '@/domain/upsell/upsell-selection';
import { UPSELLS } from '@/domain/catalog/upsells';
import { UpsellSelectors, type UpsellChoice } from './components/upsell-selectors';

/** The test page shows six recommendations (store-staff-assistant.md section 5). */
const RECOMMENDATION_COUNT = 6;

const PRIORITY_VARIANT = { high: 'default', medium: 'secondary', low: 'outline' } as const;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The upsell test page (store-staff-assistant.md section 2): the domain's rule, live. */
export default function UpsellTestPage() {
  const [choice, setChoice] = useState<UpsellChoice>({
    tvSize: '56-65',
    mountType: 'fixed',
    wallType: 'drywall_studs',
    room: 'Living Room',
  });
  const [selected, setSelected] = useState<readonly SelectedUpsell[]>(clearUpsells());
  const recommendations = useMemo(() => suggestUpsells(choice, RECOMMENDATION_COUNT), [choice]);
  const isSelected = (id: string) => selected.some((item) => item.id === id);
  const nameOf = (id: string) => UPSELLS.find((upsell) => upsell.id === id)?.name ?? id;
  const add = (upsell: UpsellSuggestion) =>
    setSelected((current) => addUpsell(current, { id: upsell.id, priceCents: upsell.priceCents }));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Upsell Test</h1>
        <p className="max-w-2xl text-muted-foreground">
          Choose a TV setup to see the recommendations our booking flow would make.
        </p>
      </div>

      <Card role="region" aria-labelledby="upsell-setup">
        <CardHeader>
          <CardTitle id="upsell-setup">Customer setup</CardTitle>
        </CardHeader>
        <CardContent>
          <UpsellSelectors choice={choice} onChange={setChoice} />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="upsell-recommendations" className="space-y-3">
          <h2 id="upsell-recommendations" className="text-xl font-semibold">
            Recommendations
          </h2>
          {recommendations.length === 0 ? (
            <p className="text-muted-foreground">No recommendations for this setup.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {recommendations.map((upsell) => (
                <li key={upsell.id}>
                  <Card className="h-full gap-3 py-4">
                    <CardHeader className="px-4">
                      <div className="flex items-start justify-between gap-2">
                        <CardTitle className="text-base">{upsell.name}</CardTitle>
                        <Badge variant={PRIORITY_VARIANT[upsell.priority]}>{upsell.priority}</Badge>
                      </div>
                    </CardHeader>
                    <CardContent className="flex flex-1 flex-col gap-3 px-4">
                      <p className="flex-1 text-sm text-muted-foreground">{upsell.description}</p>
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-semibold tabular-nums">
                          {formatMoney(upsell.priceCents)}
                        </span>
                        <Button
                          type="button"
                          size="sm"
                          variant={isSelected(upsell.id) ? 'secondary' : 'default'}
                          disabled={isSelected(upsell.id)}
                          aria-label={`Add ${upsell.name}`}
                          onClick={() => add(upsell)}
                        >
                          <Plus aria-hidden="true" />
                          {isSelected(upsell.id) ? 'Added' : 'Add'}
                        </Button>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-6">
          <Card role="region" aria-labelledby="upsell-selected">
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle id="upsell-selected">Selected upsells</CardTitle>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={selected.length === 0}
                  onClick={() => setSelected(clearUpsells())}
                >
                  <Trash2 aria-hidden="true" />
                  Clear All
                </Button>
              </div>
            </CardHeader>
            <CardContent className="space-y-3">
              {selected.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nothing added yet.</p>
              ) : (
                <ul className="divide-y text-sm">
                  {selected.map((item) => (
                    <li key={item.id} className="flex items-center justify-between gap-2 py-2">
                      <span>{nameOf(item.id)}</span>
                      <span className="flex items-center gap-1">
                        <span className="tabular-nums">{formatMoney(item.priceCents)}</span>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Remove ${nameOf(item.id)}`}
                          onClick={() => setSelected((current) => removeUpsell(current, item.id))}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="flex justify-between border-t pt-3 font-semibold">
                <span>Total value</span>
                <span className="tabular-nums" data-testid="upsell-total">
                  {formatMoney(upsellsTotalCents(selected))}
                </span>
              </p>
            </CardContent>
          </Card>

          <Card role="region" aria-labelledby="upsell-analytics">
            <CardHeader>
              <CardTitle id="upsell-analytics">Analytics</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                {[
                  ['Recommendations', String(recommendations.length)],
                  ['Items Added', String(selected.length)],
                  [
                    'Conversion Rate',
                    percent(conversionRate(selected.length, recommendations.length)),
                  ],
                ].map(([label, value]) => (
                  <div key={label} className="flex items-baseline justify-between gap-3 py-2">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-bold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
