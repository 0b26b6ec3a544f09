// One message of the outbox as a card (decisions.md "Text messages (SMS)"): its channel, an
// e-mail's subject or a text's words, whom it goes to, when, and a Re-send once it has failed.
import { Mail, MessageSquare, RotateCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { formatInstant } from '@/domain/scheduling/format-date';
import type { OutboxItem } from '../api/get-outbox';
import { ReadMessageDialog } from './read-message-dialog';

const STATUS_STYLE: Record<string, string> = {
  sent: 'bg-green-100 text-green-900 border-green-300',
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  failed: 'bg-red-100 text-red-900 border-red-300',
};

export const CHANNEL_NAMES = { email: 'E-mail', sms: 'Text' } as const;

/** How the Re-send and Read buttons name a message to a screen reader. */
export const spokenName = (message: OutboxItem) =>
  message.channel === 'sms'
    ? `the text to ${message.to}`
    : `the e-mail “${message.subject ?? ''}” to ${message.to}`;

function MessageStatus({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize',
        STATUS_STYLE[status] ?? 'bg-muted',
      )}
    >
      {status}
    </span>
  );
}

function ChannelBadge({ channel }: { channel: OutboxItem['channel'] }) {
  const Icon = channel === 'sms' ? MessageSquare : Mail;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border bg-muted px-2.5 py-0.5 text-xs font-semibold">
      <Icon aria-hidden="true" className="size-3.5" />
      {CHANNEL_NAMES[channel]}
    </span>
  );
}

export function MessageCard({
  message,
  busy,
  onRetry,
}: {
  message: OutboxItem;
  busy: boolean;
  onRetry: () => void;
}) {
  const text = message.channel === 'sms';
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border bg-background p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-1">
        {text ? (
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        ) : (
          <p className="font-medium break-words">{message.subject}</p>
        )}
        {/* An address never breaks mid-word: it is cut short, whole in its title. */}
        <p className="truncate text-muted-foreground" title={message.to}>
          To: {message.to}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
          <dt>Created</dt>
          <dd>{formatInstant(message.createdAt, 'dateTime')}</dd>
          <dt>Sent</dt>
          <dd>
            {message.sentAt
              ? formatInstant(message.sentAt, 'dateTime')
              : message.deliveryNote
                ? 'Not sent'
                : 'Not yet'}
          </dd>
          <dt>Attempts</dt>
          <dd className="tabular-nums">{message.attempts}</dd>
        </dl>
        {/* The server knows its providers: a message on a channel without one is not sent. */}
        {message.deliveryNote && <p className="text-xs text-yellow-900">{message.deliveryNote}</p>}
        {message.lastError && (
          <p className="text-xs break-words text-destructive">Last error: {message.lastError}</p>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end">
        <div className="flex gap-2">
          <ChannelBadge channel={message.channel} />
          <MessageStatus status={message.status} />
        </div>
        <ReadMessageDialog message={message} />
        {message.status === 'failed' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Re-send
            <span className="sr-only"> {spokenName(message)}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
