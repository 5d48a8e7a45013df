import type { AdminPayment } from '@academy/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function adminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 27,
    course_id: 7,
    course_title: 'Survival Analysis in R',
    payment_type: 'single',
    students: 1,
    paid_amount: '7000.00',
    transaction_id: 'BK6E8A4C2F',
    coupon_code: null,
    status: 'pending',
    reason: null,
    created_at: '2026-05-01T10:00:00.000Z',
    reviewed_at: null,
    sender_number: '01712345678',
    computed_amount: '7000.00',
    amounts_match: true,
    payer: { id: 8, name: 'Sabbir Hossain', email: 'sabbir@academy.test', phone: null },
    teammates: [],
    reviewed_by: null,
    ...overrides,
  };
}

const queue = [
  adminPayment(),
  adminPayment({
    id: 31,
    transaction_id: 'BKMISMATCH',
    paid_amount: '500.00',
    amounts_match: false,
    payer: { id: 9, name: 'Mithila Das', email: 'mithila@academy.test', phone: null },
  }),
];

function api(extra: Record<string, MockHandler> = {}): MockHandler {
  return (request) => {
    const handler = extra[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    if (request.path === '/api/admin/payments/') {
      return jsonResponse({ count: queue.length, next: null, previous: null, results: queue });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  };
}

async function openConsole(url = '/admin') {
  storeSession({ user: { ...learner, role: 'admin' } });
  const view = renderApp([url]);
  await screen.findByRole('heading', { level: 1, name: 'Staff console' }, { timeout: 5000 });
  return view;
}

describe('staff console', () => {
  it('shows a 403 state to anyone but staff', async () => {
    const { requests } = mockFetch(api());
    storeSession();
    renderApp(['/admin']);
    expect(await screen.findByText('Staff only', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('lists the queue with claimed and computed amounts, the mismatch highlighted', async () => {
    const { requests } = mockFetch(api());
    await openConsole();
    const rows = await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 payments')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('claimed-amount')).toHaveTextContent('৳7,000.00');
    expect(within(rows[0]!).queryByText('Mismatch')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('claimed-amount')).toHaveTextContent('৳500.00');
    expect(within(rows[1]!).getByTestId('computed-amount')).toHaveTextContent('৳7,000.00Mismatch');
    const list = requests.find((request) => request.path === '/api/admin/payments/')!;
    expect(list.url.searchParams.get('status')).toBe('pending');
  });

  it('filters the queue by status, the chosen filter pressed', async () => {
    const { requests } = mockFetch(api());
    await openConsole();
    await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filters).getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Approved' }));
    expect(within(filters).getByRole('button', { name: 'Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'Pending' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/admin/payments/' &&
            request.url.searchParams.get('status') === 'approved',
        ),
      ).toBe(true),
    );
  });

  it('moves with j/k, approves with a (Enter confirms) and rejects with r and a reason', async () => {
    const { requests } = mockFetch(
      api({
        'POST /api/admin/payments/31/approve/': () =>
          jsonResponse(adminPayment({ id: 31, status: 'approved' })),
        'POST /api/admin/payments/27/reject/': () =>
          jsonResponse(adminPayment({ status: 'rejected', reason: 'x' })),
      }),
    );
    await openConsole();
    const rows = await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.keyboard('j');
    await waitFor(() => expect(rows[1]).toHaveFocus());
    await user.keyboard('a');
    const approve = await screen.findByRole('dialog', { name: 'Approve payment #31?' });
    expect(approve).toHaveTextContent('Mithila Das');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/admin/payments/31/approve/')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('k');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await user.keyboard('r');
    const reject = await screen.findByRole('dialog', { name: 'Reject payment #27' });
    await user.click(within(reject).getByRole('button', { name: 'Reject payment' }));
    expect(
      await within(reject).findByText('Please give a reason for the rejection.'),
    ).toBeInTheDocument();
    await user.click(within(reject).getByRole('button', { name: 'Not in statement' }));
    await user.click(within(reject).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => {
      const call = requests.find((request) => request.path === '/api/admin/payments/27/reject/');
      expect(call?.body).toEqual({
        reason:
          'We could not find this transaction ID in our bKash statement. Please check the ID in your bKash app and submit again.',
      });
    });
  });

  it('keeps the selected payment when a refetch brings a new one in above it', async () => {
    let answer = queue;
    mockFetch((request) =>
      request.path === '/api/admin/payments/'
        ? jsonResponse({ count: answer.length, next: null, previous: null, results: answer })
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    const { queryClient } = await openConsole();
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    await user.click(within(rows[1]!).getByText('Mithila Das'));

    // A learner submits meanwhile: the queue answers with a payment ahead of the selected one.
    answer = [adminPayment({ id: 40, transaction_id: 'BKNEW' }), ...queue];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getAllByTestId('admin-payment')).toHaveLength(3));
    await user.keyboard('a');
    expect(await screen.findByRole('dialog', { name: 'Approve payment #31?' })).toHaveTextContent(
      'Mithila Das',
    );
  });

  it('shows the keyboard shortcuts on ?', async () => {
    mockFetch(api());
    await openConsole();
    await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.keyboard('?');
    expect(screen.getByTestId('shortcuts-hint')).toHaveTextContent('Approve the selected payment');
  });

  it('draws the overview chart with its numbers also as a table', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-04-${String(index + 1).padStart(2, '0')}`,
      enrollments: index === 29 ? 3 : 0,
      revenue: index === 29 ? '26000.00' : '0.00',
    }));
    mockFetch(
      api({
        'GET /api/admin/overview/': () =>
          jsonResponse({
            pending_payments: 4,
            days,
            total_enrollments: 3,
            total_revenue: '26000.00',
          }),
      }),
    );
    await openConsole('/admin?tab=overview');
    expect(await screen.findByTestId('overview-pending', {}, { timeout: 5000 })).toHaveTextContent(
      '4',
    );
    expect(screen.getByTestId('overview-revenue')).toHaveTextContent('৳26,000.00');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(within(tables[1]!).getAllByRole('row')).toHaveLength(31);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelectorAll('svg rect').length)).toEqual([30, 30]);
  });

  it('warns above every tab of demo accounts with the published password, when the server names them', async () => {
    mockFetch(
      api({
        'GET /api/admin/security/': () =>
          jsonResponse({
            published_demo_passwords: ['admin@academy.test', 'learner@academy.test'],
          }),
      }),
    );
    await openConsole('/admin?tab=users');
    const notice = await screen.findByTestId('demo-passwords-notice', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(
      'Production with published passwords: 2 demo accounts sign in with the password printed in the README',
    );
    expect(notice).toHaveTextContent('admin@academy.test, learner@academy.test');
  });

  it('shows no warning when none is named', async () => {
    mockFetch(
      api({ 'GET /api/admin/security/': () => jsonResponse({ published_demo_passwords: [] }) }),
    );
    await openConsole();
    await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    expect(screen.queryByTestId('demo-passwords-notice')).not.toBeInTheDocument();
  });

  const lastDay = (account_locks: number, burnt_codes: number) =>
    api({
      'GET /api/admin/security/': () =>
        jsonResponse({
          published_demo_passwords: [],
          last_24_hours: { account_locks, burnt_codes },
        }),
    });

  it('counts the last day’s account locks and burnt codes above every tab', async () => {
    mockFetch(lastDay(3, 1));
    await openConsole('/admin?tab=users');
    const notice = await screen.findByTestId('security-events-notice', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Security in the last 24 hours');
    expect(within(notice).getByTestId('security-events-locks')).toHaveTextContent(
      '3 accounts locked after wrong passwords from unknown browsers',
    );
    expect(within(notice).getByTestId('security-events-codes')).toHaveTextContent(
      '1 one-time code burnt by too many wrong guesses',
    );
  });

  it('counts them in Bangla digits for a Bangla reader', async () => {
    mockFetch(lastDay(2, 12));
    await i18n.changeLanguage('bn');
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin']);
    const notice = await screen.findByTestId('security-events-notice', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('গত ২৪ ঘণ্টার নিরাপত্তা');
    expect(within(notice).getByTestId('security-events-locks')).toHaveTextContent(
      'অচেনা ব্রাউজার থেকে ভুল পাসওয়ার্ডের পর ২টি অ্যাকাউন্ট লক হয়েছে',
    );
    expect(within(notice).getByTestId('security-events-codes')).toHaveTextContent(
      'অনেকবার ভুল চেষ্টায় ১২টি এককালীন কোড বাতিল হয়েছে',
    );
  });

  it('shows no count when the last day had none', async () => {
    mockFetch(lastDay(0, 0));
    await openConsole();
    await screen.findAllByTestId('admin-payment', {}, { timeout: 5000 });
    expect(screen.queryByTestId('security-events-notice')).not.toBeInTheDocument();
  });
});
