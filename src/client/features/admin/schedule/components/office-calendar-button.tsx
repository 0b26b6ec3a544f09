import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { CalendarFeedDialog } from '@/client/components/staff/calendar-feed-dialog';
import { Button } from '@/client/components/ui/button';
import { useAdminToken } from '../../lib/admin-context';
import { useOfficeCalendarLink, useRenewOfficeCalendarLink } from '../api/office-calendar-link';

/** "Add to calendar": every job in the office's calendar app (decision 049). */
export function OfficeCalendarButton() {
  const token = useAdminToken();
  const [open, setOpen] = useState(false);
  const link = useOfficeCalendarLink(token, open);
  const renew = useRenewOfficeCalendarLink(token);
  return (
    <CalendarFeedDialog
      trigger={
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Every job in your calendar"
      whose="every job, whoever does it"
      link={link}
      renew={renew}
    />
  );
}
