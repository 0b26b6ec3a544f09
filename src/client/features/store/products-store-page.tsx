import { StorePage } from './store-page';

/** /store: the Installation Products Store variant (store-staff-assistant.md section 2). */
export default function ProductsStorePage() {
  return <StorePage variant="store" />;
}
