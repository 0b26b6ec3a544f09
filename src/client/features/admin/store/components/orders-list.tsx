// Store orders: a table from 1024 px, one card per order below, so a 390 px phone never scrolls
// sideways (README "Staff screens", issue 26 item 16). Fulfil a paid order; cancel one (a paid
// one is refunded).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { useWideScreen } from '@/client/lib/use-wide-screen';
import { StaffCards, StaffTable, type StaffColumn } from '@/client/components/staff/staff-table';
import { formatMoney } from '@/domain/pricing/format-money';
import { LOCALE_NAMES } from '@/domain/site/locales';
import type { StaffStoreOrder } from '@/domain/schemas/store-orders';
import {
  invalidateAfterOrderChange,
  storeOrdersQueryOptions,
  updateStoreOrder,
} from '../api/store-admin-api';
import { formatInstant } from '@/domain/scheduling/format-date';

const STATUS_STYLE: Record<StaffStoreOrder['status'], string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  paid: 'bg-blue-100 text-blue-900',
  fulfilled: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

type Change = { id: number; status: 'fulfilled' | 'cancelled' };
type RowProps = { order: StaffStoreOrder; busy: boolean; onChange: (change: Change) => void };

const placedAt = (order: StaffStoreOrder) => formatInstant(order.createdAt, 'dateTime');

function Customer({ order }: { order: StaffStoreOrder }) {
  return (
    <div className="min-w-0 break-words">
      <p>{order.name}</p>
      <p className="text-muted-foreground">{order.phone}</p>
      <p className="text-muted-foreground">{order.email}</p>
      <p className="text-muted-foreground">
        {order.fulfilment === 'delivery' ? `Delivery: ${order.address ?? ''}` : 'Pickup'}
      </p>
      <p className="text-muted-foreground">Language: {LOCALE_NAMES[order.locale]}</p>
    </div>
  );
}

function Items({ order }: { order: StaffStoreOrder }) {
  return (
    <ul>
      {order.items.map((item) => (
        <li key={item.productId}>
          {item.name} x {item.quantity}
        </li>
      ))}
    </ul>
  );
}

function Status({ order }: { order: StaffStoreOrder }) {
  return (
    <div>
      <Badge className={STATUS_STYLE[order.status]}>{order.status}</Badge>
      <p className="mt-1 text-muted-foreground">{order.paymentStatus}</p>
      {order.cancelReason && <p className="text-muted-foreground">{order.cancelReason}</p>}
    </div>
  );
}

function Actions({ order, busy, onChange }: RowProps) {
  const cancellable =
    order.status === 'paid' ||
    order.status === 'pending' ||
    (order.status === 'cancelled' && order.paymentStatus === 'paid');
  return (
    <div className="flex flex-wrap gap-1">
      {order.status === 'paid' && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onChange({ id: order.id, status: 'fulfilled' })}
        >
          Fulfil {order.reference}
        </Button>
      )}
      {cancellable && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => {
            const refund = order.paymentStatus === 'paid';
            const question = `Cancel ${order.reference}${refund ? ` and refund ${formatMoney(order.totalCents)}` : ''}?`;
            if (window.confirm(question)) onChange({ id: order.id, status: 'cancelled' });
          }}
        >
          {order.paymentStatus === 'paid' ? 'Cancel and refund' : 'Cancel'} {order.reference}
        </Button>
      )}
    </div>
  );
}

const orderColumns = (rest: Omit<RowProps, 'order'>): StaffColumn<StaffStoreOrder>[] => [
  {
    header: 'Order',
    cell: (order) => (
      <>
        <p className="font-medium">{order.reference}</p>
        <p className="text-muted-foreground">{placedAt(order)}</p>
      </>
    ),
  },
  { header: 'Customer', cell: (order) => <Customer order={order} /> },
  { header: 'Items', cell: (order) => <Items order={order} /> },
  { header: 'Total', cell: (order) => formatMoney(order.totalCents) },
  { header: 'Status', cell: (order) => <Status order={order} /> },
  { header: 'Actions', cell: (order) => <Actions order={order} {...rest} /> },
];

function OrderTable({ orders, ...rest }: { orders: StaffStoreOrder[] } & Omit<RowProps, 'order'>) {
  return (
    <StaffTable
      look="store"
      caption="Store orders, newest first"
      columns={orderColumns(rest)}
      rows={orders}
      rowClassName="align-top"
    />
  );
}

function OrderCards({ orders, ...rest }: { orders: StaffStoreOrder[] } & Omit<RowProps, 'order'>) {
  return (
    <StaffCards
      rows={orders}
      label="Store orders, newest first"
      rowLabel={(order) => `Order ${order.reference}`}
      card={(order) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{order.reference}</p>
              <p className="text-muted-foreground">{placedAt(order)}</p>
            </div>
            <div className="text-right">
              <p className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Customer order={order} />
            <Status order={order} />
          </div>
          <Items order={order} />
          <Actions order={order} {...rest} />
        </>
      )}
    />
  );
}

export function OrdersList({ token }: { token: string }) {
  const wide = useWideScreen();
  const queryClient = useQueryClient();
  const orders = useQuery(storeOrdersQueryOptions(token));
  const update = useMutation({
    mutationFn: ({ id, status }: Change) => updateStoreOrder(token, id, status),
    onSuccess: (order) => {
      toast({
        title: 'Order Updated',
        description: `${order.reference} is ${order.status}${order.paymentStatus === 'refunded' ? ' (refunded)' : ''}`,
      });
      void invalidateAfterOrderChange(queryClient);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to update the order'),
  });

  if (orders.isPending) return <p role="status">Loading orders…</p>;
  if (orders.isError) return <p role="alert">Failed to load store orders.</p>;
  if (orders.data.length === 0)
    return <p className="text-muted-foreground">No store orders yet.</p>;
  const props = { orders: orders.data, busy: update.isPending, onChange: update.mutate };
  return wide ? <OrderTable {...props} /> : <OrderCards {...props} />;
}
