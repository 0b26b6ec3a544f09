// How the staff screens say a call failed (issue 27: one way): the server's own message when it
// gave one, else the screen's fallback; as a red toast, or as text in place.
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';

export const failureText = (error: unknown, fallback = 'Please try again') =>
  error instanceof ApiRequestError ? error.serverMessage : fallback;

export const toastFailure = (title: string, error: unknown, fallback?: string) =>
  toast({ title, description: failureText(error, fallback), variant: 'destructive' });

/**
 * A sign-in the server refused (in its words) or that never reached it, as a red toast; each
 * login screen keeps its own titles.
 */
export function toastSignInFailure(
  error: unknown,
  titles: { readonly refused: string; readonly unreachable: string },
) {
  const refused = error instanceof ApiRequestError;
  toast({
    title: refused ? titles.refused : titles.unreachable,
    description: refused
      ? (error.body?.message ?? 'Invalid credentials')
      : 'Unable to connect to server',
    variant: 'destructive',
  });
}
