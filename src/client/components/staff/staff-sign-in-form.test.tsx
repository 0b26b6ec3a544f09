// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffSignInForm } from './staff-sign-in-form';

afterEach(cleanup);

const renderForm = (props: Partial<Parameters<typeof StaffSignInForm>[0]> = {}) => {
  const onSignIn = vi.fn();
  const view = render(
    <StaffSignInForm
      idPrefix="admin"
      pending={false}
      pendingLabel="Signing In..."
      onSignIn={onSignIn}
      {...props}
    />,
  );
  return { onSignIn, ...view };
};

describe('the staff sign-in form', () => {
  it("says what is missing with the route's own words and sends nothing", async () => {
    const { onSignIn } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toBe(
      'admin-username-error',
    );
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('sends the trimmed username and the password as typed', async () => {
    const { onSignIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Username'), '  admin ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(1));
    expect(onSignIn.mock.calls[0]?.[0]).toEqual({ username: 'admin', password: ' secret 1' });
  });

  it('fills the demo password when the hints arrive, unless one was typed', async () => {
    const { rerender } = renderForm();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('');
    const same = { idPrefix: 'admin', pending: false, pendingLabel: '...', onSignIn: vi.fn() };
    rerender(<StaffSignInForm {...same} demoPassword="admin123" />);
    await waitFor(() => expect(password.value).toBe('admin123'));
  });

  it('takes back "Password is required" when the demo password arrives after a Sign In', async () => {
    const { rerender } = renderForm();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    const same = { idPrefix: 'admin', pending: false, pendingLabel: '...', onSignIn: vi.fn() };
    rerender(<StaffSignInForm {...same} demoPassword="admin123" />);
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows and hides the password, and names the pending state', async () => {
    renderForm({ revealPassword: true, pending: true });
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing In...' });
    expect(submit.disabled).toBe(true);
  });
});
