import { splitCommaList, type Technician } from '@/domain/schemas/staff';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAdminToken } from '../../lib/admin-context';
import { useUpdateTechnician } from '../api/update-technician';
import {
  editTechnicianSchema,
  type EditTechnicianForm,
  type EditTechnicianValues,
} from '../lib/team-form';
import { fieldsOf, showFieldErrors, useTeamForm, WizardField } from './wizard-field';
import { toastFailure } from '@/client/components/staff/failure';
import { TeamFormDialog, type TechnicianDialogProps } from './team-form-dialog';

const formOf = (t: Technician): EditTechnicianForm => ({
  name: t.name,
  phone: t.phone,
  email: t.email,
  specialties: t.specialties.join(', '),
  maxJobs: String(t.maxJobsPerDay),
});

/** Name, phone, e-mail, specialties and the day's job limit of one team member. */
export function EditTechnicianDialog({ technician, onClose }: TechnicianDialogProps) {
  const token = useAdminToken();
  const update = useUpdateTechnician(token);
  const form = useTeamForm(editTechnicianSchema, formOf(technician));
  const field = fieldsOf(form, 'edit-tech');

  const save = (values: EditTechnicianValues) => {
    const change = {
      name: values.name,
      phone: values.phone,
      email: values.email,
      specialties: splitCommaList(values.specialties),
      maxJobsPerDay: values.maxJobs,
    };
    update.mutate(
      { id: technician.id, change },
      {
        onSuccess: () => {
          toast({ title: 'Technician updated', description: `${change.name} was saved` });
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.body?.fieldErrors : undefined;
          if (fields) {
            const { name, phone, email, specialties, maxJobsPerDay: maxJobs } = fields;
            showFieldErrors(form, { name, phone, email, specialties, maxJobs });
          }
          toastFailure('Could not save', error);
        },
      },
    );
  };

  return (
    <TeamFormDialog
      onClose={onClose}
      className="max-w-lg"
      title={`Edit ${technician.name}`}
      description={`Username ${technician.username} stays as it is.`}
      form={form}
      onSave={save}
      action="Save changes"
      pending={update.isPending}
    >
      <WizardField label="Full Name" required autoComplete="off" {...field('name')} />
      <WizardField label="Phone" required type="tel" {...field('phone')} />
      <WizardField label="Email" required type="email" {...field('email')} />
      <WizardField label="Specialties (comma-separated)" {...field('specialties')} />
      <WizardField
        label="Max jobs per day"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        {...field('maxJobs')}
      />
    </TeamFormDialog>
  );
}
