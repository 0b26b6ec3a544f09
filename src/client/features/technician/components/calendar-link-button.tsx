import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { CalendarFeedDialog } from '@/client/components/staff/calendar-feed-dialog';
import { Button } from '@/client/components/ui/button';
import { useCalendarLink, useRenewCalendarLink } from '../api/calendar-link';
import type { TechnicianSession } from '../lib/technician-session';

/** "Add to my calendar": the technician's own jobs in their phone's calendar (decision 049). */
export function CalendarLinkButton({ session }: { session: TechnicianSession }) {
  const [open, setOpen] = useState(false);
  const link = useCalendarLink(session, open);
  const renew = useRenewCalendarLink(session);
  return (
    <CalendarFeedDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          Add to my calendar
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Your jobs in your calendar"
      whose="your jobs"
      link={link}
      renew={renew}
    />
  );
}
