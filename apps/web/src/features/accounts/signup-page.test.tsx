import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/auth/session-storage';
import { jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const account = {
  first_name: 'Nadia',
  last_name: 'Rahman',
  email: 'Nadia.Rahman@Example.com',
  phone: '01712345678',
  password: 'Secure-pass-1',
};

async function openSignup() {
  const view = renderApp(['/signup']);
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  return view;
}

async function fillSignup(user: ReturnType<typeof userEvent.setup>, confirm = account.password) {
  await user.type(screen.getByLabelText(/^First Name/), account.first_name);
  await user.type(screen.getByLabelText(/^Last Name/), account.last_name);
  await user.type(screen.getByLabelText(/^Email/), account.email);
  await user.type(screen.getByLabelText(/^Phone/), account.phone);
  await user.type(screen.getByLabelText(/^Password/), account.password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
}

/** The API of a successful sign-up; `verify` decides the code check's answer. */
function signupApi(verify: (request: MockRequest) => Response) {
  return mockFetch((request) => {
    switch (request.path) {
      case '/api/accounts/register/':
        return jsonResponse(
          { message: 'OTP sent to your email. Please verify.', email: 'nadia.rahman@example.com' },
          201,
        );
      case '/api/accounts/verify-otp/':
        return verify(request);
      case '/api/accounts/login/':
        return jsonResponse({ access: 'access-1', refresh: 'refresh-1' });
      case '/api/accounts/profile/':
        return jsonResponse({ ...learner, email: 'nadia.rahman@example.com' });
      case '/api/accounts/dashboard/':
        return jsonResponse({
          welcome_message: 'Welcome, Nadia!',
          is_first_visit: true,
          user: {
            email: 'nadia.rahman@example.com',
            role: 'learner',
            bio: null,
            profile_picture: null,
          },
          enrollments: [],
        });
      default:
        return jsonResponse({ detail: 'Not found.' }, 404);
    }
  });
}

describe('sign-up page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('requires every field and sends nothing until the form is valid', async () => {
    const { requests } = mockFetch(() => jsonResponse({}, 500));
    await openSignup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText('All fields are required')).toHaveLength(6);
    expect(requests).toEqual([]);
  });

  it('applies the email, phone, password and confirmation rules', async () => {
    const { requests } = mockFetch(() => jsonResponse({}, 500));
    await openSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First Name/), 'Nadia');
    await user.type(screen.getByLabelText(/^Last Name/), 'Rahman');
    await user.type(screen.getByLabelText(/^Email/), 'nadia@example');
    await user.type(screen.getByLabelText(/^Phone/), '01a7-1234');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'different');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('0171234');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('placeholder', '01XXXXXXXXX');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 11-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('registers, asks for the code, goes back with the form kept, then verifies and logs in', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let attempts = 0;
    const { requests } = signupApi(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ otp_code: ['Invalid OTP. Please try again.'] }, 400)
        : jsonResponse({ message: 'Email verified successfully!' });
    });
    const view = await openSignup();
    const user = userEvent.setup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/accounts/register/')?.body).toEqual({
      first_name: 'Nadia',
      last_name: 'Rahman',
      email: 'nadia.rahman@example.com',
      phone: '01712345678',
      password: 'Secure-pass-1',
      language: 'en',
    });
    expect(success).toHaveBeenCalledWith('OTP sent to your email. Please verify.');
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Nadia');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Verify your email' });

    await user.type(screen.getByLabelText(/^Verification code/), '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/accounts/verify-otp/')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid OTP. Please try again.'));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.location.current?.pathname).toBe('/dashboard'));
    expect(success).toHaveBeenCalledWith('Email verified successfully!');
    expect(requests.find((request) => request.path === '/api/accounts/login/')?.body).toEqual({
      email: 'nadia.rahman@example.com',
      password: 'Secure-pass-1',
    });
    expect(readSession()?.refreshToken).toBe('refresh-1');
  });

  it('shows a taken email next to the field and the server text in a toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(() => jsonResponse({ email: ['A user with this email already exists.'] }, 400));
    await openSignup();
    const user = userEvent.setup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A user with this email already exists.');
  });

  it("falls back to 'Registration failed' when the server says nothing", async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(() => new Response('', { status: 502 }));
    await openSignup();
    const user = userEvent.setup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Registration failed'));
  });
});
