import { useState } from 'react';
import { PHONE_DIGITS_MESSAGE, phoneText } from '@/domain/schemas/primitives';
import { splitCommaList, type Technician } from '@/domain/schemas/staff';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAdminToken } from '../../lib/admin-context';
import { useUpdateTechnician } from '../api/update-technician';
import { WizardField } from './wizard-field';

type Form = { name: string; phone: string; email: string; specialties: string; maxJobs: string };
type Errors = Partial<Record<keyof Form, string>>;

const formOf = (t: Technician): Form => ({
  name: t.name,
  phone: t.phone,
  email: t.email,
  specialties: t.specialties.join(', '),
  maxJobs: String(t.maxJobsPerDay),
});

function validate(f: Form): Errors {
  const e: Errors = {};
  if (!f.name.trim()) e.name = 'Name is required';
  if (!f.phone.trim()) e.phone = 'Phone is required';
  else if (!phoneText().safeParse(f.phone).success) e.phone = PHONE_DIGITS_MESSAGE;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim()))
    e.email = 'Please enter a valid email address';
  const max = Number(f.maxJobs);
  if (!Number.isInteger(max) || max < 1 || max > 20)
    e.maxJobs = 'Enter a whole number from 1 to 20';
  return e;
}

/** Name, phone, e-mail, specialties and the day's job limit of one team member. */
export function EditTechnicianDialog({
  technician,
  onClose,
}: {
  technician: Technician;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const update = useUpdateTechnician(token);
  const [form, setForm] = useState<Form>(() => formOf(technician));
  const [errors, setErrors] = useState<Errors>({});
  const field = (key: keyof Form) => ({
    id: `edit-tech-${key}`,
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  const save = () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const change = {
      name: form.name.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      specialties: splitCommaList(form.specialties),
      maxJobsPerDay: Number(form.maxJobs),
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
            setErrors({
              name: fields.name,
              phone: fields.phone,
              email: fields.email,
              specialties: fields.specialties,
              maxJobs: fields.maxJobsPerDay,
            });
          }
          toast({
            title: 'Could not save',
            description:
              error instanceof ApiRequestError ? error.serverMessage : 'Please try again',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit {technician.name}</DialogTitle>
          <DialogDescription>Username {technician.username} stays as it is.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
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
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
