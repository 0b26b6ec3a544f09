import { useState } from 'react';
import { DialogFooter, DialogPanel } from '@/client/components/ui/dialog';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useCreateTechnician } from '../api/create-technician';
import {
  technicianWizardSchema,
  WIZARD_STEP_FIELDS,
  type TechnicianWizardForm,
  type TechnicianWizardValues,
} from '../lib/team-form';
import { fieldsOf, showFieldErrors, useTeamForm, WizardField } from './wizard-field';
import { toastFailure } from '@/client/components/staff/failure';

const EMPTY: TechnicianWizardForm = {
  name: '',
  username: '',
  role: 'technician',
  password: '',
  confirmPassword: '',
  phone: '',
  email: '',
  address: '',
  emergencyContact: '',
  emergencyPhone: '',
  specialties: '',
  certifications: '',
  notes: '',
};
const STEPS = ['Account Information', 'Contact Details', 'Professional Information'];

export function TechnicianWizard({
  open,
  onOpenChange,
  token,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  token: string;
}) {
  const [step, setStep] = useState(0);
  const form = useTeamForm(technicianWizardSchema, EMPTY);
  const field = fieldsOf(form, 'tech');
  const create = useCreateTechnician(token);

  const close = () => {
    onOpenChange(false);
    setStep(0);
    form.reset(EMPTY);
  };
  const next = async () => {
    if (await form.trigger([...WIZARD_STEP_FIELDS[step]!])) setStep(step + 1);
  };
  const submit = ({ confirmPassword: _kept, ...body }: TechnicianWizardValues) => {
    // confirmPassword stays in the browser (section 7: the call has no confirmPassword).
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Technician created successfully',
          description: 'The new technician has been added to the system',
        });
        close();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiRequestError ? error.body?.fieldErrors : undefined;
        const stepOf = WIZARD_STEP_FIELDS.findIndex((names) =>
          names.some((name) => fieldErrors?.[name]),
        );
        if (fieldErrors && stepOf >= 0 && stepOf < 2) {
          showFieldErrors(form, fieldErrors);
          setStep(stepOf);
        }
        toastFailure('Failed to create technician', error, 'An error occurred');
      },
    });
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      className="max-w-xl"
      title="Add New Technician"
      description={`Step ${step + 1} of 3: ${STEPS[step]}`}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          if (step < 2) {
            e.preventDefault();
            void next();
          } else void form.handleSubmit(submit)(e);
        }}
      >
        {step === 0 && (
          <>
            <WizardField label="Full Name" required autoComplete="off" {...field('name')} />
            <WizardField label="Username" required autoComplete="off" {...field('username')} />
            <div className="grid gap-1.5">
              <Label htmlFor="tech-role">
                Role<span aria-hidden="true"> *</span>
              </Label>
              <NativeSelect id="tech-role" {...form.register('role')}>
                <option value="technician">Technician</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            </div>
            <WizardField
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
            <WizardField
              label="Confirm Password"
              required
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </>
        )}
        {step === 1 && (
          <>
            <WizardField label="Phone" required type="tel" {...field('phone')} />
            <WizardField label="Email" required type="email" {...field('email')} />
            <WizardField label="Address" {...field('address')} />
            <WizardField label="Emergency Contact" {...field('emergencyContact')} />
            <WizardField label="Emergency Phone" type="tel" {...field('emergencyPhone')} />
          </>
        )}
        {step === 2 && (
          <>
            <WizardField
              label="Specialties (comma-separated)"
              placeholder="TV mounting, Soundbars"
              {...field('specialties')}
            />
            <WizardField
              label="Certifications (comma-separated)"
              placeholder="OSHA 10"
              {...field('certifications')}
            />
            <div className="grid gap-1.5">
              <Label htmlFor="tech-notes">Additional Notes</Label>
              <textarea
                id="tech-notes"
                rows={3}
                {...form.register('notes')}
                className="rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
              />
            </div>
          </>
        )}
        <DialogFooter className="gap-2">
          <Button type="button" variant="ghost" onClick={close}>
            Cancel
          </Button>
          {step > 0 && (
            <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
              Previous
            </Button>
          )}
          {step < 2 ? (
            <Button type="submit">Next</Button>
          ) : (
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Technician'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </DialogPanel>
  );
}
