import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { RegionCard } from '@/client/components/ui/region-card';
import { formatMoney } from '@/domain/pricing/format-money';
import type { QuoteResult } from '@/domain/pricing/calculate-quote';
import type { SampleConfiguration } from '../sample-configurations';

export interface SampleRun {
  readonly sample: SampleConfiguration;
  readonly result: QuoteResult;
}

/** One sample: the engine's total beside the hand-computed one, and PASS or FAIL. */
export function SampleResultCard({ run, index }: { run: SampleRun; index: number }) {
  const { sample, result } = run;
  const calculated = result.ok ? result.quote.totalCents : null;
  const passed = calculated === sample.expectedCents;
  return (
    <RegionCard
      id={`sample-${index}`}
      title={`${index + 1}. ${sample.name}`}
      badge={
        <Badge variant={passed ? 'success' : 'destructive'} className="text-sm">
          {passed ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          {passed ? 'PASS' : 'FAIL'}
        </Badge>
      }
      description={sample.description}
      className={passed ? 'border-green-300' : 'border-red-300'}
      contentClassName="space-y-4"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs font-medium text-muted-foreground uppercase">Calculated</dt>
          <dd className="text-xl font-bold tabular-nums">
            {calculated === null ? 'Refused' : formatMoney(calculated)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs font-medium text-muted-foreground uppercase">Expected</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(sample.expectedCents)}</dd>
        </div>
      </dl>
      {result.ok ? (
        <ul className="space-y-1 text-sm" aria-label={`Breakdown of sample ${index + 1}`}>
          {result.quote.tvs.flatMap((tv) =>
            tv.parts.map((part) => (
              <li key={`${tv.index}-${part.key}`} className="flex justify-between gap-3">
                <span>
                  {result.quote.tvs.length > 1 ? `TV ${tv.index + 1}: ` : ''}
                  {part.label}
                </span>
                <span className="tabular-nums">{formatMoney(part.cents)}</span>
              </li>
            )),
          )}
          {result.quote.discountCents > 0 ? (
            <li className="flex justify-between gap-3 text-green-700">
              <span>Multi-TV discount</span>
              <span className="tabular-nums">-{formatMoney(result.quote.discountCents)}</span>
            </li>
          ) : null}
          {result.quote.oneTimeFees.map((fee) => (
            <li key={fee.key} className="flex justify-between gap-3">
              <span>{fee.label} (once)</span>
              <span className="tabular-nums">{formatMoney(fee.cents)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="text-sm text-destructive">
          {result.errors.map((error) => (
            <li key={error.field}>
              {error.field}: {error.message}
            </li>
          ))}
        </ul>
      )}
    </RegionCard>
  );
}
