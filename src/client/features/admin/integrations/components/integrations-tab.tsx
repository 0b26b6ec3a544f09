import { QueryView } from '@/client/components/staff/query-view';
import { useAdminToken } from '../../lib/admin-context';
import { AdminPanel } from '../../components/admin-panel';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { EndpointCard } from './endpoint-card';

/**
 * The admin's Integrations (decisions.md "Integrations"; docs/decisions/048-webhooks.md): the
 * webhook endpoints, their events and Active switch, and each one's recent deliveries.
 */
export default function IntegrationsTab() {
  const token = useAdminToken();
  const endpoints = useWebhookEndpoints(token);
  return (
    <AdminPanel
      id="integrations-title"
      title="Integrations"
      head={
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Webhooks: other tools (accounting, a CRM, Zapier) hear of bookings, payments, store
            orders and reviews as they happen.
          </p>
          <AddEndpointDialog token={token} />
        </div>
      }
    >
      <QueryView
        query={endpoints}
        look="panel"
        loading="Loading endpoints…"
        failed="The endpoints could not be loaded."
        empty="No webhook endpoints yet"
      >
        {(list) => (
          <ul className="grid gap-2 p-3" aria-label="Webhook endpoints">
            {list.map((endpoint) => (
              <EndpointCard key={endpoint.id} token={token} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </QueryView>
    </AdminPanel>
  );
}
