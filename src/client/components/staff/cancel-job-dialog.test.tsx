// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { CancelJobDialog } from './cancel-job-dialog';

afterEach(cleanup);

const open = () => {
  const onConfirm = vi.fn();
  // Inside Lingui's provider, as the app renders it (the shared dialog's Close is a message).
  render(
    <InLocale>
      <CancelJobDialog
        title="Cancel booking #12?"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />
    </InLocale>,
  );
  return onConfirm;
};

describe('the cancel job dialog', () => {
  it.each(['', '  ab  '])('refuses the reason "%s" in the route\'s words', async (reason) => {
    const onConfirm = open();
    if (reason) await userEvent.type(screen.getByLabelText(/^Reason for cancelling/), reason);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the job' }));
    expect(await screen.findByText('Give a reason of 3 or more characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Reason for cancelling/).getAttribute('aria-describedby')).toBe(
      'cancel-reason-error',
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the trimmed reason', async () => {
    const onConfirm = open();
    await userEvent.type(screen.getByLabelText(/^Reason for cancelling/), '  Customer moved  ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the job' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Customer moved'));
  });
});
