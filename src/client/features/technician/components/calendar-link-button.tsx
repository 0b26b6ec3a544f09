import { CalendarPlus } from 'lucide-react';
import { CalendarFeedDialog } from '@/client/components/staff/calendar-feed-dialog';
import { Button } from '@/client/components/ui/button';
import type { TechnicianSession } from '../lib/technician-session';

/** "Add to my calendar": the technician's own jobs in their phone's calendar (decision 049). */
export function CalendarLinkButton({ session }: { session: TechnicianSession }) {
  return (
    <CalendarFeedDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          Add to my calendar
        </Button>
      }
      title="Your jobs in your calendar"
      whose="your jobs"
      feed="/api/technician/calendar-link"
      token={session.token}
    />
  );
}
