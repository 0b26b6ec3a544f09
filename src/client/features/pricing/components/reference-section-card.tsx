import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import type { ReferenceSection } from '../pricing-reference';

/** One section of the pricing reference as a two-column table: what, and what it costs. */
export function ReferenceSectionCard({ section }: { section: ReferenceSection }) {
  const headingId = `pricing-${section.id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>{section.title}</CardTitle>
        {section.description ? <CardDescription>{section.description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">{section.title}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Price</th>
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
      </CardContent>
    </Card>
  );
}
