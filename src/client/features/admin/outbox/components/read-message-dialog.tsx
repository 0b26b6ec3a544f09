import { Mail, MessageSquare } from 'lucide-react';
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
import type { OutboxItem } from '../api/get-outbox';
import { useOutboxMessage } from '../api/get-outbox-message';

/**
 * The message as its reader received it (decisions.md "What the turn-3 walk-throughs settled",
 * "Text messages (SMS)"): an e-mail's HTML body in a sandboxed frame (no scripts, no links
 * followed) and its plain text; a text's words as they were sent.
 */
export function ReadMessageDialog({ message }: { message: OutboxItem }) {
  const [open, setOpen] = useState(false);
  const loaded = useOutboxMessage(useAdminToken(), message.id, open);
  const text = message.channel === 'sms';
  const title = text ? `Text to ${message.to}` : (message.subject ?? '');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <RowButton
          icon={text ? <MessageSquare aria-hidden="true" /> : <Mail aria-hidden="true" />}
          label="Read"
          srText={text ? ` the text to ${message.to}` : ` the e-mail “${message.subject ?? ''}”`}
        />
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription className="break-all">
            {text ? 'Text message' : `To: ${message.to}`}
          </DialogDescription>
        </DialogHeader>
        <QueryView
          query={loaded}
          look="inline"
          loading="Loading the message…"
          failed="The message could not be loaded."
        >
          {(data) =>
            text ? (
              <p className="rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">
                {data.body}
              </p>
            ) : (
              <div className="space-y-3">
                {data.html && (
                  <iframe
                    title={`E-mail: ${message.subject ?? ''}`}
                    sandbox=""
                    srcDoc={data.html}
                    className="h-96 w-full rounded-md border bg-white"
                  />
                )}
                <details open={!data.html}>
                  <summary className="cursor-pointer text-sm font-medium">Plain text</summary>
                  <pre className="mt-2 text-xs break-words whitespace-pre-wrap">{data.body}</pre>
                </details>
              </div>
            )
          }
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
