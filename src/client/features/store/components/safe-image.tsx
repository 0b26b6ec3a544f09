// The store's screens and the admin's Store tab share one SafeImage (components/store). This
// re-export keeps the cart panel's import block as it is while another change reshapes it; the
// panel then imports components/store directly and this file goes.
export { SafeImage } from '@/client/components/store/safe-image';
