import { Trans } from '@lingui/react/macro';
import { RegionCard } from '@/client/components/ui/region-card';
import type { ReferenceSection } from '../reference/reference-words';

/** One section of the pricing reference as a two-column table: what, and what it costs. */
export function ReferenceSectionCard({ section }: { section: ReferenceSection }) {
  return (
    <RegionCard
      id={`pricing-${section.id}`}
      title={section.title}
      description={section.description}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{section.title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {section.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <span className="block">{row.label}</span>
                {row.note ? (
                  <span className="block text-xs text-muted-foreground">{row.note}</span>
                ) : null}
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </RegionCard>
  );
}
