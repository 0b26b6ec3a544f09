import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { JobDetails } from '@/client/components/staff/job-details';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** The whole job (per TV, products, notes, history) in a dialog, loaded when opened. */
export function JobDetailsButton({ job, token }: { job: StaffBooking; token: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="mt-4 h-11 w-full" onClick={() => setOpen(true)}>
        Job details<span className="sr-only"> of booking #{job.id}</span>
      </Button>
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        className="max-w-xl"
        title={`Booking #${job.id}`}
        description={`${job.reference} · ${formatCalendarDate(job.appointmentDate, 'medium')} ${job.appointmentTime}`}
      >
        {open && <JobDetails booking={job} token={token} />}
      </DialogPanel>
    </>
  );
}
