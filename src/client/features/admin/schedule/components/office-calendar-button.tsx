import { CalendarPlus } from 'lucide-react';
import { CalendarFeedDialog } from '@/client/components/staff/calendar-feed-dialog';
import { Button } from '@/client/components/ui/button';
import { useAdminToken } from '../../lib/admin-context';

/** "Add to calendar": every job in the office's calendar app (decision 049). */
export function OfficeCalendarButton() {
  return (
    <CalendarFeedDialog
      trigger={
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </Button>
      }
      title="Every job in your calendar"
      whose="every job, whoever does it"
      feed="/api/calendar-link"
      token={useAdminToken()}
    />
  );
}
