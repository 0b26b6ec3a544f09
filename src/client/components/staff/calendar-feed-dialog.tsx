// "Add to my calendar" (issue 32, docs/decisions/049-calendar-feeds.md): the secret subscription
// link of a technician's jobs or of the office's, to copy or open in the phone's calendar app,
// how to add it on an iPhone or an Android phone, and a new link that revokes the old one.
// Shared by the technician's dashboard and the admin's schedule; each feature brings its calls.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { CalendarLink } from '@/domain/schemas/calendar-feeds';
import { Button, buttonClass } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ConfirmDialog } from './confirm-dialog';
import { toastFailure } from './failure';
import { QueryView } from './query-view';

/** The same address for calendar apps: webcal:// opens the phone's calendar to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export function CalendarFeedDialog({
  trigger,
  open,
  onOpenChange,
  title,
  whose,
  link,
  renew,
}: {
  /** The button that opens it. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Whose jobs the feed holds, in the dialog's words: "your jobs", "every job". */
  whose: string;
  link: UseQueryResult<CalendarLink>;
  renew: UseMutationResult<CalendarLink, Error, void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app.' });
    } catch {
      // No clipboard (an old browser, or permission refused): the link is selected instead.
      field.current?.select();
      toast({ title: 'Copy the selected link', description: 'The browser could not copy it.' });
    }
  }

  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className="max-w-lg"
      title={title}
      description={`A private link to ${whose}. Your calendar app checks it again on its own, so moves and cancellations show up there too.`}
    >
      <QueryView
        query={link}
        look="inline"
        loading="Making your link…"
        failed="The link could not be loaded. Check your connection and try again."
      >
        {({ url }) => (
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="calendar-feed-url">Subscription link</Label>
              <div className="flex gap-2">
                <Input
                  ref={field}
                  id="calendar-feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 font-mono text-xs md:text-xs"
                />
                <Button type="button" variant="outline" onClick={() => void copy(url)}>
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
            </div>
            <a href={webcalUrl(url)} className={buttonClass({}, 'w-full')}>
              <CalendarPlus aria-hidden="true" />
              Subscribe on this device
            </a>
            <section aria-labelledby="calendar-feed-help" className="grid gap-2 text-sm">
              <h3 id="calendar-feed-help" className="font-semibold">
                How to add it
              </h3>
              <p>
                <strong>iPhone or iPad:</strong> tap Subscribe on this device, then Subscribe. Or in
                Settings, open Calendar, Calendar Accounts, Add Account, Other, Add Subscribed
                Calendar, and paste the link.
              </p>
              <p>
                <strong>Android (Google Calendar):</strong> on a computer, open Google Calendar,
                choose Other calendars, the + button, From URL, paste the link and Add calendar. It
                shows on your phone after the next sync. Google checks the link a few times a day;
                Apple and Outlook every 15 minutes or so.
              </p>
              <p className="text-muted-foreground">
                Anyone with this link sees the customers&apos; names, phones and addresses. Keep it
                to yourself; if it gets out, get a new link.
              </p>
            </section>
            <Button
              type="button"
              variant="outline"
              disabled={renew.isPending}
              onClick={() => setConfirming(true)}
            >
              <RefreshCw aria-hidden="true" />
              Get a new link
            </Button>
            {confirming && (
              <ConfirmDialog
                title="Get a new link?"
                description="The old link stops working at once: calendars subscribed to it stop updating, and you add the new one to them again."
                confirmLabel="Get a new link"
                pending={renew.isPending}
                onClose={() => setConfirming(false)}
                onConfirm={() =>
                  renew.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      toast({
                        title: 'New link made',
                        description: 'The old link no longer works.',
                      });
                    },
                    onError: (error) => toastFailure('Could not make a new link', error),
                  })
                }
              />
            )}
          </div>
        )}
      </QueryView>
    </DialogPanel>
  );
}
