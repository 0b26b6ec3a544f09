import { useState } from 'react';
import { QueryView } from '@/client/components/staff/query-view';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { useAdminToken } from '../../lib/admin-context';
import { AdminPanel } from '../../components/admin-panel';
import { useOutbox, type OutboxFilter, type OutboxItem } from '../api/get-outbox';
import { useOutboxChannels } from '../api/get-outbox-channels';
import { useRetryMessage } from '../api/retry-message';
import { CHANNEL_NAMES, MessageCard } from './message-card';

const FILTERS: readonly { value: OutboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'E-mails' },
  { value: 'sms', label: 'Texts' },
];

/**
 * Every e-mail and text the business sent or is trying to send, newest first, one channel or
 * both (decisions.md "Text messages (SMS)"); failed ones re-send.
 */
export default function OutboxTab() {
  const token = useAdminToken();
  const [filter, setFilter] = useState<OutboxFilter>('all');
  const outbox = useOutbox(token, filter);
  const channels = useOutboxChannels(token).data;
  const notes = channels ? [channels.email.note, channels.sms.note].filter(Boolean) : [];
  const retry = useRetryMessage(token);

  const resend = (message: OutboxItem) =>
    retry.mutate(message.id, {
      onSuccess: () =>
        toast({
          title: `${CHANNEL_NAMES[message.channel]} queued again`,
          description: `To ${message.to}`,
        }),
      onError: (error) => toastFailure('Could not re-send', error),
    });

  return (
    <AdminPanel
      id="outbox-title"
      title="Outbox"
      head={
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">
              The latest 100 e-mails and texts to customers and staff, newest first
            </p>
            {/* A channel without a provider sends nothing: said once here, and on each message. */}
            {notes.length > 0 && (
              <ul
                aria-label="Delivery"
                className="rounded-md border border-yellow-300 bg-yellow-50 p-2 text-sm text-yellow-900"
              >
                {notes.map((note) => (
                  <li key={note}>
                    {note?.replace(/^Not sent: (\w)/, (_, first: string) => first.toUpperCase())}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="outbox-channel">Channel</Label>
            <NativeSelect
              id="outbox-channel"
              className="w-40"
              value={filter}
              onChange={(event) => setFilter(event.target.value as OutboxFilter)}
            >
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      }
    >
      <QueryView
        query={outbox}
        look="panel"
        loading="Loading messages…"
        failed="The messages could not be loaded."
        empty={
          filter === 'sms'
            ? 'No texts yet'
            : filter === 'email'
              ? 'No e-mails yet'
              : 'No messages yet'
        }
      >
        {(messages) => (
          <ul className="grid grid-cols-1 gap-2 p-3" aria-label="Messages">
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={retry.isPending && retry.variables === message.id}
                onRetry={() => resend(message)}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </AdminPanel>
  );
}
