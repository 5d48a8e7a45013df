import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function openReset() {
  const view = renderApp(['/forgot-password']);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  return view;
}

async function reachStepThree(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'learner@academy.test');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByText('Step 2 of 3');
  await user.type(screen.getByLabelText(/^Verification code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  await screen.findByText('Step 3 of 3');
}

describe('forgot password page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('walks the three steps with back buttons and ends on /login', async () => {
    const success = vi.spyOn(toast, 'success');
    const answer = deferred<Response>();
    const { requests } = mockFetch(({ path }) => {
      if (path === '/api/accounts/password-reset/request-otp/') {
        return jsonResponse({ message: 'If an account exists for this email, a reset code…' });
      }
      if (path === '/api/accounts/password-reset/verify-otp/') {
        return jsonResponse({ message: 'OTP verified successfully', token: 'reset-token-1' });
      }
      if (path === '/api/accounts/password-reset/set-password/') return answer.promise;
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    const view = await openReset();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Email/), 'learner@academy.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('OTP sent to your email');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('learner@academy.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByText('Step 2 of 3');

    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('OTP verified successfully');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await screen.findByText('Step 3 of 3');

    await user.type(screen.getByLabelText(/^New Password/), 'Brand-new-pass-9');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-new-pass-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    answer.resolve(jsonResponse({ message: 'Password reset successfully' }));

    await waitFor(() => expect(view.location.current?.pathname).toBe('/login'));
    expect(success).toHaveBeenCalledWith('Password reset successfully');
    expect(
      requests.find((r) => r.path === '/api/accounts/password-reset/set-password/')?.body,
    ).toEqual({
      email: 'learner@academy.test',
      token: 'reset-token-1',
      new_password: 'Brand-new-pass-9',
    });
  }, 20_000);

  it('checks the new password before sending it', async () => {
    const { requests } = mockFetch(({ path }) =>
      path.endsWith('verify-otp/')
        ? jsonResponse({ message: 'OTP verified successfully', token: 't' })
        : jsonResponse({ message: 'sent' }),
    );
    await openReset();
    const user = userEvent.setup();
    await reachStepThree(user);

    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('set-password/'))).toBe(false);
  });

  it("shows 'Failed to reset password' inline and the server's message in a toast", async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(({ path }) => {
      if (path.endsWith('verify-otp/')) {
        return jsonResponse({ message: 'OTP verified successfully', token: 't' });
      }
      if (path.endsWith('set-password/')) {
        return jsonResponse(
          { token: ['This reset link is invalid or has expired. Please start again.'] },
          400,
        );
      }
      return jsonResponse({ message: 'sent' });
    });
    await openReset();
    const user = userEvent.setup();
    await reachStepThree(user);
    await user.type(screen.getByLabelText(/^New Password/), 'Brand-new-pass-9');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Brand-new-pass-9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'This reset link is invalid or has expired. Please start again.',
    );
  });

  it('shows a wrong code under the field and stays on step 2', async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(({ path }) =>
      path.endsWith('verify-otp/')
        ? jsonResponse({ otp_code: ['Invalid OTP. Please try again.'] }, 400)
        : jsonResponse({ message: 'sent' }),
    );
    await openReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'learner@academy.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByText('Step 2 of 3');
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Invalid OTP. Please try again.');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});
