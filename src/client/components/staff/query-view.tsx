import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const LOOK = {
  /** A tab's whole body: centred with room around it. */
  panel: { status: 'p-6 text-center text-muted-foreground', alert: 'p-6 text-center' },
  /** A part of a dialog or card: small text in the flow. */
  inline: { status: 'text-sm text-muted-foreground', alert: 'text-sm' },
};

/**
 * What a staff screen shows of one query: `loading` while it runs (a status), `failed` when it
 * fails (an alert), `empty` for an empty list, else the data through `children`.
 */
export function QueryView<T>({
  query,
  look,
  loading,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  look: keyof typeof LOOK;
  loading: string;
  failed: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const style = LOOK[look];
  if (query.isPending)
    return (
      <p role="status" className={style.status}>
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className={style.alert}>
        {failed}
      </p>
    );
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0)
    return <p className={style.status}>{empty}</p>;
  return children(query.data);
}
