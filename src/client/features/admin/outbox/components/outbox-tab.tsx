import { RotateCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { QueryView } from '@/client/components/staff/query-view';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/utils';
import { useAdminToken } from '../../lib/admin-context';
import { useOutbox, type OutboxMail } from '../api/get-outbox';
import { useRetryEmail } from '../api/retry-email';
import { ReadMessageDialog } from './read-message-dialog';
import { formatInstant } from '@/domain/scheduling/format-date';
import { toastFailure } from '@/client/components/staff/failure';
import { AdminPanel } from '../../components/admin-panel';

const STATUS_STYLE: Record<string, string> = {
  sent: 'bg-green-100 text-green-900 border-green-300',
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  failed: 'bg-red-100 text-red-900 border-red-300',
};

function MailStatus({ status }: { status: string }) {
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

/** One e-mail as a card: it reads the same on a 390 px phone and in a wide grid. */
function MailCard({
  mail,
  busy,
  onRetry,
}: {
  mail: OutboxMail;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border bg-background p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{mail.subject}</p>
        {/* An address never breaks mid-word: it is cut short, whole in its title. */}
        <p className="truncate text-muted-foreground" title={mail.to}>
          To: {mail.to}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
          <dt>Created</dt>
          <dd>{formatInstant(mail.createdAt, 'dateTime')}</dd>
          <dt>Sent</dt>
          <dd>{mail.sentAt ? formatInstant(mail.sentAt, 'dateTime') : 'Not yet'}</dd>
          <dt>Attempts</dt>
          <dd className="tabular-nums">{mail.attempts}</dd>
        </dl>
        {mail.lastError && (
          <p className="text-xs break-words text-destructive">Last error: {mail.lastError}</p>
        )}
      </div>
      <div className="flex items-start gap-2 sm:flex-col sm:items-end">
        <MailStatus status={mail.status} />
        <ReadMessageDialog mail={mail} />
        {mail.status === 'failed' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Re-send
            <span className="sr-only">
              {' '}
              the e-mail “{mail.subject}” to {mail.to}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Every e-mail the business sent or is trying to send, newest first; failed ones re-send. */
export default function OutboxTab() {
  const token = useAdminToken();
  const outbox = useOutbox(token);
  const retry = useRetryEmail(token);

  const resend = (mail: OutboxMail) =>
    retry.mutate(mail.id, {
      onSuccess: () =>
        toast({ title: 'E-mail queued again', description: `To ${mail.to}: ${mail.subject}` }),
      onError: (error) => toastFailure('Could not re-send', error),
    });

  return (
    <AdminPanel
      id="outbox-title"
      title="Outbox"
      head={
        <p className="text-sm text-muted-foreground">
          The latest 100 e-mails to customers and staff, newest first
        </p>
      }
    >
      <QueryView
        query={outbox}
        look="panel"
        loading="Loading e-mails…"
        failed="The e-mails could not be loaded."
        empty="No e-mails yet"
      >
        {(mails) => (
          <ul className="grid grid-cols-1 gap-2 p-3" aria-label="E-mails">
            {mails.map((mail) => (
              <MailCard
                key={mail.id}
                mail={mail}
                busy={retry.isPending && retry.variables === mail.id}
                onRetry={() => resend(mail)}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </AdminPanel>
  );
}
