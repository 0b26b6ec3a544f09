import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
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
  const headingId = `sample-${index}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={passed ? 'border-green-300' : 'border-red-300'}
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={headingId}>
            {index + 1}. {sample.name}
          </CardTitle>
          <Badge variant={passed ? 'success' : 'destructive'} className="text-sm">
            {passed ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
            {passed ? 'PASS' : 'FAIL'}
          </Badge>
        </div>
        <CardDescription>{sample.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
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
      </CardContent>
    </Card>
  );
}
