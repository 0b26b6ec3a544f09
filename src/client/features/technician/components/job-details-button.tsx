import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { JobDetails } from '@/client/components/staff/job-details';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** The whole job (per TV, products, notes, history) in a dialog, loaded when opened. */
export function JobDetailsButton({ job, token }: { job: StaffBooking; token: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="mt-4 h-11 w-full" onClick={() => setOpen(true)}>
        Job details<span className="sr-only"> of booking #{job.id}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Booking #{job.id}</DialogTitle>
            <DialogDescription>
              {job.reference} · {formatCalendarDate(job.appointmentDate, 'medium')}{' '}
              {job.appointmentTime}
            </DialogDescription>
          </DialogHeader>
          {open && <JobDetails booking={job} token={token} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
