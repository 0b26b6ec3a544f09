// Moved to client/lib, so the Store tab (features/store) shares the same breakpoint (issue 26).
export { useWideScreen } from '@/client/lib/use-wide-screen';
