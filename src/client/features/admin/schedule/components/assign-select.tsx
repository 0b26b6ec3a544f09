import type { ScheduleDay } from '@/domain/schemas/staff-operations';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { useAdminToken } from '../../lib/admin-context';
import { useAssignJob } from '../api/assign-job';

/** Assign an unassigned job from the board; each technician shows the day's load. */
export function AssignSelect({
  bookingId,
  reference,
  day,
}: {
  bookingId: number;
  reference: string;
  day: ScheduleDay;
}) {
  const assign = useAssignJob(useAdminToken());
  return (
    <NativeSelect
      aria-label={`Assign ${reference}`}
      className="h-9"
      value=""
      disabled={assign.isPending}
      onChange={(e) => {
        const technicianId = Number(e.target.value);
        if (!technicianId) return;
        const name = day.technicians.find((t) => t.id === technicianId)?.name ?? 'technician';
        // mutateAsync: the live stream may show the job assigned (and take this select off the
        // board) before the answer arrives; the outcome is still said.
        void assign.mutateAsync({ bookingId, technicianId }).then(
          () =>
            toast({
              title: 'Technician Assigned',
              description: `${reference} assigned to ${name}`,
            }),
          (error: unknown) =>
            toastFailure('Could not assign', error, 'Failed to assign technician'),
        );
      }}
    >
      <option value="">Assign…</option>
      {day.technicians.map((t) => {
        const full = t.jobs.length >= t.maxJobsPerDay;
        return (
          <option key={t.id} value={t.id} disabled={full}>
            {t.name} ({t.jobs.length}/{t.maxJobsPerDay}
            {full ? ', full' : ''})
          </option>
        );
      })}
    </NativeSelect>
  );
}
