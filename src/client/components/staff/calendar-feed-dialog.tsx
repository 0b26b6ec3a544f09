// "Add to my calendar" (issue 32, docs/decisions/049-calendar-feeds.md): the secret subscription
// link of a technician's jobs or of the office's, to copy or open in the phone's calendar app,
// how to add it on an iPhone or an Android phone, and a new link that revokes the old one.
// Shared by the technician's dashboard and the admin's schedule; each names its feed's path.
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useCalendarLink,
  useRenewCalendarLink,
  type CalendarFeedPath,
} from '@/client/api/calendar-link';
import { Button, buttonClass } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ConfirmDialog } from './confirm-dialog';
import { toastFailure } from './failure';
import { QueryView } from './query-view';

/** The same address for calendar apps: webcal:// opens the phone's calendar to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export function CalendarFeedDialog({
  trigger,
  title,
  whose,
  feed,
  token,
}: {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  /** Whose jobs the feed holds, in the dialog's words: "your jobs", "every job". */
  whose: string;
  feed: CalendarFeedPath;
  /** The signed-in staff member's token. */
  token: string;
}) {
  const [open, setOpen] = useState(false);
  const link = useCalendarLink(feed, token, open);
  const renew = useRenewCalendarLink(feed, token);
  const [confirming, setConfirming] = useState(false);
  // Said in place, beside the link, rather than as a toast: a toast is a layer of its own that
  // the next Escape would close instead of the dialog.
  const [said, setSaid] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const renewButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Radix gives focus back only to a dialog's own trigger, and the confirmation has none: once
  // it is gone, focus returns to "Get a new link" instead of falling out of the dialog.
  useEffect(() => {
    if (wasConfirming.current && !confirming) renewButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied. Paste it into your calendar app.');
    } catch {
      // No clipboard (an old browser, or permission refused): the link is selected instead.
      field.current?.select();
      setSaid('The browser could not copy it: the link is selected, copy it from there.');
    }
  }

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        setSaid(null);
        setOpen(next);
      }}
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
              <p role="status" className="min-h-5 text-sm text-muted-foreground">
                {said}
              </p>
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
            {/* Not disabled while the new link is on its way: focus comes back here from the
                confirmation, and a disabled button cannot take it. */}
            <Button
              ref={renewButton}
              type="button"
              variant="outline"
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
                      setSaid('New link made. The old link no longer works.');
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
