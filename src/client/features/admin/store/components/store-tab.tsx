// The admin's Store tab (issue 13, decisions.md "Staff operations calls"): store orders (paid,
// fulfilled, cancelled with refund) and product management (create; edit price, stock, images,
// features, tags; deactivate). Tables from 1024 px, cards below (issue 26 item 16). Loaded only
// when the tab is opened.
import { OrdersList } from './orders-list';
import { ProductsList } from './products-list';

export default function StoreTab({ token }: { token: string }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="store-orders-heading" className="space-y-3">
        <h2 id="store-orders-heading" className="text-xl font-semibold">
          Store Orders
        </h2>
        <OrdersList token={token} />
      </section>
      <section aria-labelledby="store-products-heading" className="space-y-3">
        <h2 id="store-products-heading" className="text-xl font-semibold">
          Products
        </h2>
        <ProductsList token={token} />
      </section>
    </div>
  );
}
