import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const dashboard = {
  welcome_message: 'Welcome back, Nadia!',
  is_first_visit: false,
  user: { email: learner.email, role: 'learner', bio: null, profile_picture: null },
  enrollments: [],
};

/** Profile, dashboard and password-change page data for a signed-in learner. */
const signedInApi: MockHandler = ({ path }) => {
  if (path === '/api/accounts/profile/') return jsonResponse({ ...learner, id: 3 });
  if (path === '/api/accounts/dashboard/') return jsonResponse(dashboard);
  return jsonResponse({ detail: 'Not found.' }, 404);
};

async function logIn(email = 'learner@academy.test', password = 'Academy#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('requires email and password, and links to sign-up and password reset', async () => {
    const { requests } = mockFetch(() => jsonResponse({}, 500));
    renderApp(['/login']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it("reads 'Signing in...' while busy and shows the server's detail on failure", async () => {
    const error = vi.spyOn(toast, 'error');
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    renderApp(['/login']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await logIn('learner@academy.test', 'wrong-password');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(jsonResponse({ detail: 'Invalid email or password' }, 401));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid email or password'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('goes back to the page the visitor came from', async () => {
    mockFetch((request) =>
      request.path === '/api/accounts/login/'
        ? jsonResponse({ access: 'access-1', refresh: 'refresh-1' })
        : signedInApi(request),
    );
    const view = renderApp(['/changepassword']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(view.location.current?.pathname).toBe('/login');
    await logIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
    expect(view.location.current?.pathname).toBe('/changepassword');
  });

  it('offers a new code to an unverified account and logs in once it is verified', async () => {
    let verified = false;
    const { requests } = mockFetch((request) => {
      switch (request.path) {
        case '/api/accounts/login/':
          return verified
            ? jsonResponse({ access: 'access-1', refresh: 'refresh-1' })
            : jsonResponse(
                {
                  detail: 'Please verify your email before logging in.',
                  code: 'email_not_verified',
                },
                403,
              );
        case '/api/accounts/resend-otp/':
          return jsonResponse({ message: 'OTP sent to your email' });
        case '/api/accounts/verify-otp/':
          verified = true;
          return jsonResponse({ message: 'Email verified successfully!' });
        default:
          return signedInApi(request);
      }
    });
    const view = renderApp(['/login']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const user = await logIn('new@example.com', 'Secure-pass-1');

    expect(await screen.findByText('Please verify your email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/accounts/resend-otp/')?.body).toEqual({
      email: 'new@example.com',
    });

    await user.type(screen.getByLabelText(/^Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/dashboard'));
    expect(requests.find((r) => r.path === '/api/accounts/verify-otp/')?.body).toEqual({
      email: 'new@example.com',
      otp_code: '654321',
    });
  });

  it('offers a locked-out owner a mailed code for this browser, then logs in with the password', async () => {
    let unlocked = false;
    const { requests } = mockFetch((request) => {
      switch (request.path) {
        case '/api/accounts/login/':
          return unlocked
            ? jsonResponse({ access: 'access-1', refresh: 'refresh-1' })
            : jsonResponse(
                {
                  detail: 'Too many attempts. Please try again in 840 seconds.',
                  code: 'login_locked',
                },
                429,
              );
        case '/api/accounts/login/unlock-code/':
          return jsonResponse({ message: 'If an account exists…' });
        case '/api/accounts/login/unlock/':
          if ((request.body as { otp_code: string }).otp_code !== '246810') {
            return jsonResponse({ otp_code: ['Invalid OTP. Please try again.'] }, 400);
          }
          unlocked = true;
          return jsonResponse({ message: 'This browser can sign in now. Enter your password.' });
        default:
          return signedInApi(request);
      }
    });
    const view = renderApp(['/login']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const user = await logIn('owner@example.com', 'Owner-pass-2026');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sign-in is paused for this account')).toBeInTheDocument();
    expect(
      within(alert).getByText('Too many attempts. Please try again in 840 seconds.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in on this browser' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/accounts/login/unlock-code/')?.body).toEqual({
      email: 'owner@example.com',
    });

    await user.type(screen.getByLabelText(/^Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Unlock and sign in' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '246810');
    await user.click(screen.getByRole('button', { name: 'Unlock and sign in' }));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/dashboard'));
    const logins = requests.filter((r) => r.path === '/api/accounts/login/');
    expect(logins.at(-1)?.body).toEqual({
      email: 'owner@example.com',
      password: 'Owner-pass-2026',
    });
  });

  it('sends a signed-in user from /login and /signup to /dashboard', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: learner, accessToken: 'a', refreshToken: 'r' }),
    );
    mockFetch(signedInApi);
    const view = renderApp(['/signup']);
    await waitFor(() => expect(view.location.current?.pathname).toBe('/dashboard'));
  });
});
