// @vitest-environment jsdom
// The team dialogs on react-hook-form with the routes' rules: an empty required field is named
// and nothing is sent; a valid form sends the route's body.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Technician } from '@/domain/schemas/staff';
import { expectAdminCall, renderAsAdmin, stubJsonFetch } from '../../testing/admin-render';
import { EditTechnicianDialog } from './edit-technician-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { TechnicianWizard } from './technician-wizard';

const technician: Technician = {
  id: 7,
  name: 'Devon Leaving',
  username: 'devon',
  phone: '(704) 555-0100',
  email: 'devon@example.com',
  role: 'technician',
  isActive: true,
  specialties: ['TV mounting'],
  maxJobsPerDay: 4,
} as Technician;

let fetchMock: ReturnType<typeof stubJsonFetch>;
beforeEach(() => {
  fetchMock = stubJsonFetch({ ...technician, message: 'ok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const fill = async (label: RegExp | string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('the reset password dialog', () => {
  const open = () =>
    renderAsAdmin(<ResetPasswordDialog technician={technician} onClose={vi.fn()} />);

  it('names a short password and a confirmation that differs, and sends nothing', async () => {
    open();
    await fill(/^Confirm new password/, 'abc');
    await click('Set password');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password with the admin token', async () => {
    open();
    await fill(/^New password/, 'brandnew1');
    await fill(/^Confirm new password/, 'brandnew1');
    await click('Set password');
    await expectAdminCall(fetchMock, {
      method: 'POST',
      path: '/api/technicians/7/password',
      body: { password: 'brandnew1' },
    });
  });
});

describe('the edit technician dialog', () => {
  const open = () =>
    renderAsAdmin(<EditTechnicianDialog technician={technician} onClose={vi.fn()} />);

  it.each([
    [/^Full Name/, '', 'Name is required'],
    [/^Phone/, '', 'Phone is required'],
    [/^Phone/, '555-01', 'Enter a phone number with at least 10 digits'],
    [/^Email/, 'devon@', 'Please enter a valid email address'],
    [/^Max jobs per day/, '', 'Enter a whole number from 1 to 20'],
    [/^Max jobs per day/, '21', 'Enter a whole number from 1 to 20'],
  ])('%s set to "%s" says "%s" and sends nothing', async (label, value, message) => {
    open();
    await fill(label, value);
    await click('Save changes');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields, the specialties as a list and the limit as a number', async () => {
    open();
    await fill(/^Full Name/, '  Devon Staying ');
    await fill(/^Specialties/, 'TV mounting, Soundbars,');
    await fill(/^Max jobs per day/, '3');
    await click('Save changes');
    await expectAdminCall(fetchMock, {
      method: 'PUT',
      path: '/api/technicians/7',
      body: {
        name: 'Devon Staying',
        phone: '(704) 555-0100',
        email: 'devon@example.com',
        specialties: ['TV mounting', 'Soundbars'],
        maxJobsPerDay: 3,
      },
    });
  });
});

describe('the technician wizard', () => {
  const open = () =>
    renderAsAdmin(<TechnicianWizard open onOpenChange={vi.fn()} token="admin-token" />);

  it("checks each step on Next with the route's words", async () => {
    open();
    await click('Next');
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await fill('Full Name *', 'Tara Nguyen');
    await fill('Username *', 'tara');
    await fill(/^Password/, 'secret1');
    await fill(/^Confirm Password/, 'secret2');
    await click('Next');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    await fill(/^Confirm Password/, 'secret1');
    await click('Next');
    expect(await screen.findByText(/Step 2 of 3/)).toBeTruthy();
    await click('Next');
    expect(await screen.findByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the technician without the confirmation', async () => {
    open();
    await fill('Full Name *', 'Tara Nguyen');
    await fill('Username *', 'tara');
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'admin');
    await fill(/^Password/, 'secret1');
    await fill(/^Confirm Password/, 'secret1');
    await click('Next');
    await fill(/^Phone/, '704-555-0199');
    await fill(/^Email/, 'tara@example.com');
    await click('Next');
    await fill(/^Specialties/, 'TV mounting');
    await click('Create Technician');
    await expectAdminCall(fetchMock, {
      method: 'POST',
      path: '/api/technicians',
      body: {
        name: 'Tara Nguyen',
        username: 'tara',
        role: 'admin',
        password: 'secret1',
        phone: '704-555-0199',
        email: 'tara@example.com',
        address: '',
        emergencyContact: '',
        emergencyPhone: '',
        specialties: 'TV mounting',
        certifications: '',
        notes: '',
      },
    });
  });
});
