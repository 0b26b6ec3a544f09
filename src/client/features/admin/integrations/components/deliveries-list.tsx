import { RotateCw } from 'lucide-react';
import type { WebhookDelivery } from '@/domain/schemas/webhooks';
import { formatInstant } from '@/domain/scheduling/format-date';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { QueryView } from '@/client/components/staff/query-view';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/get-webhook-deliveries';

const STATUS_LOOK = {
  sent: 'success',
  pending: 'secondary',
  failed: 'destructive',
} as const satisfies Record<WebhookDelivery['status'], string>;

/** An endpoint's recent deliveries: event, status, response code, attempts, time; Re-send. */
export function DeliveriesList({ token, endpointId }: { token: string; endpointId: number }) {
  const deliveries = useWebhookDeliveries(token, endpointId, true);
  const resend = useResendWebhookDelivery(token, endpointId);
  return (
    <QueryView
      query={deliveries}
      look="panel"
      loading="Loading deliveries…"
      failed="The deliveries could not be loaded."
      empty="No deliveries yet"
    >
      {(list) => (
        <ul className="grid gap-2" aria-label="Recent deliveries">
          {list.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              <div className="grid gap-0.5">
                <span className="font-mono">{delivery.eventType}</span>
                <span className="text-xs text-muted-foreground">
                  {formatInstant(delivery.createdAt, 'dateTime')} · {delivery.attempts}{' '}
                  {delivery.attempts === 1 ? 'attempt' : 'attempts'} · response{' '}
                  {delivery.responseStatus ?? 'none'}
                </span>
                {delivery.lastError && delivery.status !== 'sent' && (
                  <span className="text-xs break-words text-destructive">
                    Last error: {delivery.lastError}
                  </span>
                )}
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={STATUS_LOOK[delivery.status]}>{delivery.status}</Badge>
                {delivery.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(delivery.id, {
                        onSuccess: () => toast({ title: 'Delivery queued again' }),
                        onError: (error) => toastFailure('Could not re-send', error),
                      })
                    }
                  >
                    <RotateCw aria-hidden="true" />
                    Re-send
                    <span className="sr-only"> {delivery.eventType}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
