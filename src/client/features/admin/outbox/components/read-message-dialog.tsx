import { Mail } from 'lucide-react';
import { useState } from 'react';
import { RowButton } from '@/client/components/staff/row-button';
import { QueryView } from '@/client/components/staff/query-view';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { useAdminToken } from '../../lib/admin-context';
import type { OutboxMail } from '../api/get-outbox';
import { useOutboxMessage } from '../api/get-outbox-message';

/**
 * The message as its reader received it (decisions.md "What the turn-3 walk-throughs settled"):
 * the HTML body in a sandboxed frame (no scripts, no links followed), and the plain text.
 */
export function ReadMessageDialog({ mail }: { mail: OutboxMail }) {
  const [open, setOpen] = useState(false);
  const message = useOutboxMessage(useAdminToken(), mail.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <RowButton
          icon={<Mail aria-hidden="true" />}
          label="Read"
          srText={` the e-mail “${mail.subject}”`}
        />
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{mail.subject}</DialogTitle>
          <DialogDescription className="break-all">To: {mail.to}</DialogDescription>
        </DialogHeader>
        <QueryView
          query={message}
          look="inline"
          loading="Loading the message…"
          failed="The message could not be loaded."
        >
          {(data) => (
            <div className="space-y-3">
              {data.html && (
                <iframe
                  title={`E-mail: ${mail.subject}`}
                  sandbox=""
                  srcDoc={data.html}
                  className="h-96 w-full rounded-md border bg-white"
                />
              )}
              <details open={!data.html}>
                <summary className="cursor-pointer text-sm font-medium">Plain text</summary>
                <pre className="mt-2 text-xs break-words whitespace-pre-wrap">{data.text}</pre>
              </details>
            </div>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
