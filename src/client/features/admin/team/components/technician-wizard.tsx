import { useState } from 'react';
import { PHONE_DIGITS_MESSAGE, phoneText } from '@/domain/schemas/primitives';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useCreateTechnician } from '../api/create-technician';
import { WizardField } from './wizard-field';

const EMPTY = {
  name: '',
  username: '',
  role: 'technician' as 'technician' | 'admin',
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
type Form = typeof EMPTY;
type Errors = Partial<Record<keyof Form, string>>;
const STEPS = ['Account Information', 'Contact Details', 'Professional Information'];

/** store-staff-assistant.md section 5: the wizard's checks, step by step. */
function validate(step: number, f: Form): Errors {
  const e: Errors = {};
  if (step === 0) {
    if (!f.name.trim()) e.name = 'Full name is required';
    if (!f.username.trim()) e.username = 'Username is required';
    if (!f.password) e.password = 'Password is required';
    else if (f.password.length < 6) e.password = 'Password must be at least 6 characters';
    if (f.confirmPassword.length < 6) e.confirmPassword = 'Password must be at least 6 characters';
    else if (f.confirmPassword !== f.password) e.confirmPassword = "Passwords don't match";
  }
  if (step === 1) {
    if (!f.phone.trim()) e.phone = 'Phone is required';
    else if (!phoneText().safeParse(f.phone).success) e.phone = PHONE_DIGITS_MESSAGE;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim()))
      e.email = 'Please enter a valid email address';
  }
  return e;
}

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
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateTechnician(token);

  const close = () => {
    onOpenChange(false);
    setStep(0);
    setForm(EMPTY);
    setErrors({});
  };
  const field = (key: keyof Form) => ({
    id: `tech-${key}`,
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const next = () => {
    const found = validate(step, form);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(step + 1);
  };
  const submit = () => {
    // confirmPassword stays in the browser (section 7: the call has no confirmPassword).
    const body: Partial<Form> = { ...form };
    delete body.confirmPassword;
    create.mutate(body as Omit<Form, 'confirmPassword'>, {
      onSuccess: () => {
        toast({
          title: 'Technician created successfully',
          description: 'The new technician has been added to the system',
        });
        close();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiRequestError ? error.body?.fieldErrors : undefined;
        if (fieldErrors?.username || fieldErrors?.password || fieldErrors?.name) {
          setErrors(fieldErrors as Errors);
          setStep(0);
        } else if (fieldErrors?.email || fieldErrors?.phone) {
          setErrors(fieldErrors as Errors);
          setStep(1);
        }
        toast({
          title: 'Failed to create technician',
          description: error instanceof ApiRequestError ? error.serverMessage : 'An error occurred',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add New Technician</DialogTitle>
          <DialogDescription>
            Step {step + 1} of 3: {STEPS[step]}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (step < 2) next();
            else submit();
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
                <NativeSelect
                  id="tech-role"
                  value={form.role}
                  onChange={(e) => setForm({ ...form, role: e.target.value as Form['role'] })}
                >
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
                  value={form.notes}
                  onChange={(e) => setForm({ ...form, notes: e.target.value })}
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
      </DialogContent>
    </Dialog>
  );
}
