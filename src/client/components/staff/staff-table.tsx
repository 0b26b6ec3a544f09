import type { ReactNode } from 'react';

/** One column of a staff table: its header and what each row shows in it. */
export type StaffColumn<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

const LOOK = {
  /** The admin's own lists (bookings, team): a shaded header in capitals. */
  admin: {
    table: 'w-full text-left text-sm',
    head: 'bg-muted/60 text-xs uppercase text-muted-foreground',
    th: 'p-3 font-semibold',
    row: 'border-b align-top last:border-0',
    td: 'p-3',
  },
  /** The Store tab's lists (orders, products). */
  store: { table: 'w-full text-sm', head: '', th: 'p-2', row: 'border-b', td: 'p-2' },
};

/**
 * The staff screens' table, for screens of 1024 px and more (below, each screen shows cards):
 * a header row of `columns` and a row per item, keyed by its id.
 */
export function StaffTable<T extends { id: number }>({
  columns,
  rows,
  caption,
  look,
  rowClassName,
}: {
  columns: readonly StaffColumn<T>[];
  rows: readonly T[];
  caption?: string;
  look: keyof typeof LOOK;
  /** Extra classes for every row (e.g. align-top). */
  rowClassName?: string;
}) {
  const style = LOOK[look];
  return (
    <table className={style.table}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={style.head || undefined}>
        <tr className={look === 'store' ? 'border-b text-left' : undefined}>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={style.th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={rowClassName ? `${style.row} ${rowClassName}` : style.row}>
            {columns.map((column) => (
              <td
                key={column.header}
                className={column.className ? `${column.className} ${style.td}` : style.td}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The same rows below 1024 px: a list of cards, one `article` per item named by `rowLabel`,
 * its content from `card`. `className` adds to the list's classes (e.g. padding).
 */
export function StaffCards<T extends { id: number }>({
  rows,
  label,
  rowLabel,
  card,
  className,
}: {
  rows: readonly T[];
  label: string;
  rowLabel: (row: T) => string;
  card: (row: T) => ReactNode;
  className?: string;
}) {
  return (
    <ul
      className={className ? `grid grid-cols-1 gap-3 ${className}` : 'grid grid-cols-1 gap-3'}
      aria-label={label}
    >
      {rows.map((row) => (
        <li key={row.id}>
          <article
            aria-label={rowLabel(row)}
            className="grid grid-cols-1 gap-3 rounded-lg border bg-background p-3 text-sm"
          >
            {card(row)}
          </article>
        </li>
      ))}
    </ul>
  );
}
