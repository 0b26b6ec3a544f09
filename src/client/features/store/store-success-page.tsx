// /mount-depot/success?order={reference} (decisions.md "Store (Mount Depot)"): the store's return
// page shows the order as the server has it. The order is read with the secret token this browser
// kept when it placed the order; the page marks nothing paid (the gateway does). After a Stripe
// redirect the webhook may still be on its way, so a pending order is asked again a few times.
// A Spanish page (/es/mount-depot/success) names the products in Spanish from the product list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Mail } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ReturnPanel } from '@/client/components/payments/return-panel';
import { useLocale } from '@/client/i18n/use-locale';
import { clearSharedCart } from '@/client/lib/shared-cart';
import { lookupStoreOrder, productsQueryOptions } from './api/store-api';
import { productName } from '@/domain/catalog/products';
import { OrderSummary, orderLines } from './components/order-summary';
import { orderToken } from '@/client/components/store-checkout/order-tokens';

const REFERENCE = /^CTM-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** The order's products named in the page's language (the order keeps the English names). */
function useProductNames() {
  const locale = useLocale();
  const products = useQuery({ ...productsQueryOptions, enabled: locale === 'es' });
  return useMemo(() => {
    const names = new Map(
      (products.data ?? []).map((product) => [product.id, productName(product, locale)]),
    );
    return (productId: number, name: string) => names.get(productId) ?? name;
  }, [products.data, locale]);
}

export default function StoreSuccessPage() {
  const { t } = useLingui();
  const nameOf = useProductNames();
  const [params] = useSearchParams();
  const reference = (params.get('order') ?? '').toUpperCase();
  const token = REFERENCE.test(reference) ? orderToken(reference) : null;
  const order = useQuery({
    queryKey: ['store-order', reference],
    queryFn: () => lookupStoreOrder(reference, token ?? ''),
    enabled: token !== null,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'unpaid' && query.state.dataUpdateCount < 10
        ? 2000
        : false,
  });
  const paid = order.data?.paymentStatus === 'paid';

  useEffect(() => {
    if (paid) clearSharedCart();
  }, [paid]);

  return (
    <ReturnPanel>
      {order.data ? (
        <>
          <div className="space-y-2 text-center">
            {paid ? (
              <CheckCircle2 className="mx-auto size-16 text-green-600" aria-hidden />
            ) : (
              <Clock className="mx-auto size-16 text-amber-600" aria-hidden />
            )}
            <h1 className="text-2xl font-bold sm:text-3xl">
              {paid ? t`Payment Successful` : t`Confirming your payment`}
            </h1>
            <p className="text-muted-foreground">
              {paid
                ? t`Thank you for your purchase! Your Mount Depot order is confirmed.`
                : order.data.status === 'cancelled'
                  ? t`This order was not paid and has been cancelled. Nothing was charged.`
                  : t`We are waiting for the card provider to confirm the payment.`}
            </p>
            <p className="text-lg font-semibold">
              <Trans>Order {reference}</Trans>
            </p>
          </div>
          <OrderSummary
            id="success-summary"
            Heading="h2"
            className="bg-muted/50"
            lines={orderLines(order.data.items, nameOf)}
            totalLabel={paid ? t`Total paid` : t`Total`}
            totalCents={order.data.totalCents}
          >
            <p className="mt-2 text-sm text-muted-foreground">
              {order.data.fulfilment === 'delivery'
                ? t`Free local delivery: we call you to arrange the time.`
                : t`Pickup: we call you when your order is ready.`}
            </p>
          </OrderSummary>
          {paid && (
            <p className="flex items-center gap-2 text-sm">
              <Mail className="size-4 shrink-0 text-primary" aria-hidden />
              <Trans>A receipt is on its way to your e-mail.</Trans>
            </p>
          )}
        </>
      ) : order.isLoading ? (
        <p role="status" className="text-center text-muted-foreground">
          <Trans>Loading your order…</Trans>
        </p>
      ) : (
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold">
            <Trans>Your order</Trans>
          </h1>
          <p className="text-muted-foreground">
            {reference
              ? t`We cannot show order ${reference} in this browser. Your e-mail receipt has its details.`
              : t`No order was named. Your e-mail receipt has your order’s details.`}
          </p>
        </div>
      )}
    </ReturnPanel>
  );
}
