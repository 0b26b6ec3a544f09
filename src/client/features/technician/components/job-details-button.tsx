import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { JobDetails } from '@/client/components/staff/job-details';
import { RowButton } from '@/client/components/staff/row-button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** The whole job (per TV, products, notes, history) in a dialog, loaded when opened. */
export function JobDetailsButton({ job, token }: { job: StaffBooking; token: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowButton
        size="default"
        className="mt-4 h-11 w-full"
        onClick={() => setOpen(true)}
        label="Job details"
        srText={` of booking #${job.id}`}
      />
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
