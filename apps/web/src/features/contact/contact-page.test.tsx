import { CONTACT_LAST_SUBMISSION_KEY } from '@academy/contract/contact';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../app/toasts';
import { i18n } from '../../lib/i18n';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const MINUTE = 60_000;
const filled = {
  name: 'Dr. Tahmina Akter',
  email: 'tahmina@example.com',
  subject: 'Course advice',
  message: 'Which course should I take first?',
};

async function openContactPage() {
  render(<Toasts />);
  const view = renderApp(['/contact']);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return view;
}

async function fillForm(values = filled) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Your Name/), values.name);
  await user.type(screen.getByLabelText(/^Your Email/), values.email);
  await user.type(screen.getByLabelText(/^Subject/), values.subject);
  await user.type(screen.getByLabelText(/^Message/), values.message);
  return user;
}

describe('contact page', () => {
  it('has the four required fields, the email one an email input', async () => {
    mockFetch(() => jsonResponse({}, 404));
    await openContactPage();
    for (const label of [/^Your Name/, /^Your Email/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Your Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('checks the fields before sending anything', async () => {
    const { requests } = mockFetch(() => jsonResponse({}, 500));
    await openContactPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends, shows the success modal, clears the form and locks it for an hour', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    await openContactPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Sending your message...')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/contact/', body: filled });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();

    const before = Date.now();
    answer.resolve(jsonResponse({ id: 1, ...filled, created_at: new Date().toISOString() }, 201));
    const dialog = await screen.findByRole('dialog', { name: 'Message Sent Successfully!' });
    expect(dialog).toHaveTextContent(
      'Thank you for contacting us. We will get back to you within 24-48 hours.',
    );
    const stored = Number(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const label of [/^Your Name/, /^Your Email/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Please try again in 60 minutes' })).toBeVisible();
    expect(screen.queryByText('Sending your message...')).not.toBeInTheDocument();
  });

  it('restores the lock on load and answers an attempt with a toast of the minutes left', async () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(Date.now() - 30 * MINUTE));
    const { requests } = mockFetch(() => jsonResponse({}, 201));
    await openContactPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Please try again in 30 minutes' }));
    expect(
      await screen.findByText('You have already sent a message. Please try again in 30 minutes.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgets a send older than an hour', async () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(Date.now() - 61 * MINUTE));
    mockFetch(() => jsonResponse({}, 404));
    await openContactPage();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY)).toBeNull();
  });

  it('shows the fallback in the error modal when the server gives no message', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    await openContactPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Failed to send message. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Subject/)).toHaveValue(filled.subject);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY)).toBeNull();
  });

  it('shows the server message, and its field errors next to the fields', async () => {
    mockFetch(() =>
      jsonResponse({ message: ['Ensure this field has no more than 5000 characters.'] }, 400),
    );
    await openContactPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Please keep this under 5,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      'Please keep this under 5,000 characters',
    );
  });

  it('explains a rate limit in minutes', async () => {
    mockFetch(() =>
      jsonResponse({ detail: 'Request was throttled. Expected available in 1500 seconds.' }, 429),
    );
    await openContactPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent(
      'You have sent several messages in the last hour. Please try again in 25 minutes.',
    );
  });

  it('is in Bangla, with Bangla digits, when the language is bn', async () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(Date.now() - 15 * MINUTE));
    mockFetch(() => jsonResponse({}, 404));
    await i18n.changeLanguage('bn');
    renderApp(['/contact']);
    await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' });
    expect(screen.getByLabelText(/^আপনার নাম/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^আপনার ইমেইল/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'অনুগ্রহ করে ৪৫ মিনিট পর আবার চেষ্টা করুন' }),
    ).toBeVisible();
  });
});
