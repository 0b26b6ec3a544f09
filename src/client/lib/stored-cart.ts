// The store's saved cart in localStorage (booking-flow.md section 2 item 8: the payment return
// page clears it). One key, shared by the store and the return pages.
export const STORED_CART_KEY = 'mount-depot-cart';

export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(STORED_CART_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked): nothing is stored then either.
  }
}
