import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '@/domain/schemas/webhooks';
import { formatInstant } from '@/domain/scheduling/format-date';
import { Button } from '@/client/components/ui/button';
import { toastFailure } from '@/client/components/staff/failure';
import { toast } from '@/client/components/ui/use-toast';
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/change-webhook-endpoint';
import { DeliveriesList } from './deliveries-list';

/** One endpoint: URL, events, the Active switch, when it was added, Delete, its deliveries. */
export function EndpointCard({ token, endpoint }: { token: string; endpoint: WebhookEndpoint }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const update = useUpdateWebhookEndpoint(token);
  const remove = useDeleteWebhookEndpoint(token);
  const switchId = `webhook-active-${endpoint.id}`;
  const deliveriesId = `webhook-deliveries-${endpoint.id}`;

  const setActive = (active: boolean) =>
    update.mutate(
      { id: endpoint.id, active },
      { onError: (error) => toastFailure('Could not change the endpoint', error) },
    );
  const confirmDelete = () => {
    if (!window.confirm(`Delete the endpoint ${endpoint.url} and its deliveries?`)) return;
    remove.mutate(endpoint.id, {
      onSuccess: () => toast({ title: 'Endpoint deleted', description: endpoint.url }),
      onError: (error) => toastFailure('Could not delete the endpoint', error),
    });
  };

  return (
    <li className="grid gap-3 rounded-lg border p-3" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-all">{endpoint.url}</p>
          <p className="text-xs text-muted-foreground">
            Added {formatInstant(endpoint.createdAt, 'dateTime')}
          </p>
          <ul className="flex flex-wrap gap-1" aria-label="Events">
            {endpoint.events.map((event) => (
              <li key={event} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
                {event}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={switchId} className="flex items-center gap-2 text-sm">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className="size-4"
              checked={endpoint.active}
              disabled={update.isPending}
              onChange={(e) => setActive(e.target.checked)}
            />
            Active
          </label>
          <Button size="sm" variant="outline" disabled={remove.isPending} onClick={confirmDelete}>
            <Trash2 aria-hidden="true" />
            Delete
            <span className="sr-only"> {endpoint.url}</span>
          </Button>
        </div>
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="justify-self-start"
        aria-expanded={showDeliveries}
        aria-controls={deliveriesId}
        onClick={() => setShowDeliveries((shown) => !shown)}
      >
        {showDeliveries ? 'Hide deliveries' : 'Show recent deliveries'}
      </Button>
      <div id={deliveriesId} hidden={!showDeliveries}>
        {showDeliveries && <DeliveriesList token={token} endpointId={endpoint.id} />}
      </div>
    </li>
  );
}
