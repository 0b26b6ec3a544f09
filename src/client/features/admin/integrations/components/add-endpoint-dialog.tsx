import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { CreatedWebhookEndpoint } from '@/domain/schemas/webhooks';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@/domain/webhooks/events';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { failureText } from '@/client/components/staff/failure';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { SecretOnce } from './secret-once';

/**
 * "Add endpoint": the URL and the events it receives. After creation the dialog shows the
 * signing secret, once (decisions.md "Integrations": the secret only in the creation's answer).
 */
export function AddEndpointDialog({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const create = useCreateWebhookEndpoint(token);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setUrl('');
      setEvents([]);
      setCreated(null);
      create.reset();
    }
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
  const submit = (form: FormEvent) => {
    form.preventDefault();
    create.mutate({ url, events }, { onSuccess: (answer) => setCreated(answer) });
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={reset}
      title={created ? 'Endpoint added' : 'Add endpoint'}
      description={
        created
          ? 'Copy the signing secret now: it will not be shown again.'
          : 'Events are POSTed to this URL, signed in the Standard Webhooks format.'
      }
      trigger={
        <Button size="sm">
          <Plus aria-hidden="true" />
          Add endpoint
        </Button>
      }
    >
      {created ? (
        <SecretOnce endpoint={created} onDone={() => reset(false)} />
      ) : (
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="webhook-url">URL</Label>
            <Input
              id="webhook-url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/hooks"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <div key={event} className="flex items-start gap-2">
                <input
                  id={`webhook-event-${event}`}
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={events.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                  aria-describedby={`webhook-event-${event}-hint`}
                />
                <div className="grid">
                  <Label htmlFor={`webhook-event-${event}`} className="font-mono text-sm">
                    {event}
                  </Label>
                  <span
                    id={`webhook-event-${event}-hint`}
                    className="text-xs text-muted-foreground"
                  >
                    {WEBHOOK_EVENT_DESCRIPTIONS[event]}
                  </span>
                </div>
              </div>
            ))}
          </fieldset>
          {create.isError && (
            <p role="alert" className="text-sm text-destructive">
              {failureText(create.error)}
            </p>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add endpoint'}
          </Button>
        </form>
      )}
    </DialogPanel>
  );
}
