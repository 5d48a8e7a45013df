import type { AdminOrder, AdminOrderDetail, OrderRefund } from '@academy/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const INVOICE = 'ACD-20261126-7Q4M2K9X';

const paidOrder: AdminOrder = {
  id: 7,
  invoice_number: INVOICE,
  course_id: 3,
  course_title: 'Survival Analysis in R',
  gateway: 'bkash',
  payment_type: 'single',
  students: 1,
  amount: '5000.00',
  refunded_amount: '0.00',
  currency: 'BDT',
  coupon_code: null,
  status: 'paid',
  failure_reason: null,
  transaction_id: 'BK7Q4M2K9X',
  created_at: '2026-11-20T08:00:00.000Z',
  paid_at: '2026-11-20T08:02:00.000Z',
  buyer: { id: 41, name: 'Rahim Uddin', email: 'rahim@example.com' },
  refundable_amount: '5000.00',
  held: null,
};

const detailOf = (order: AdminOrder, refunds: OrderRefund[] = []): AdminOrderDetail => ({
  ...order,
  teammates: [],
  refunds,
});

/** The console's API for one paid order; refunds are answered as the server would. */
function mockOrdersApi() {
  let order = detailOf(paidOrder);
  const handled = mockFetch((request: MockRequest) => {
    if (request.method === 'GET' && request.path === '/api/admin/orders/') {
      return jsonResponse({ count: 1, next: null, previous: null, results: [order] });
    }
    if (request.method === 'GET' && request.path === `/api/admin/orders/${INVOICE}/`) {
      return jsonResponse(order);
    }
    if (request.method === 'POST' && request.path === `/api/admin/orders/${INVOICE}/refunds/`) {
      const body = request.body as { amount: string; reason: string };
      const refund: OrderRefund = {
        id: 1,
        amount: '5000.00',
        reason: body.reason,
        status: 'refunded',
        of_held_money: false,
        gateway_refund_id: 'RF7Q4M2K9X',
        failure_reason: '',
        refunded_by: 'Nadia Islam',
        created_at: '2026-11-26T08:00:00.000Z',
        settled_at: '2026-11-26T08:00:01.000Z',
      };
      order = {
        ...order,
        status: 'refunded',
        refunded_amount: '5000.00',
        refundable_amount: '0.00',
        refunds: [refund],
      };
      return jsonResponse({ order, refund }, 201);
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
  return handled.requests;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('online orders in the staff console', () => {
  it('filters the list, checks a refund before sending it, confirms, and sends it once', async () => {
    const requests = mockOrdersApi();
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin?tab=orders']);
    const [row] = await screen.findAllByTestId('admin-order', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent(INVOICE);
    expect(row).toHaveTextContent('Rahim Uddin · Survival Analysis in R');
    expect(row).toHaveTextContent('৳5,000.00 · bKash');

    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'bkash');
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/api/admin/orders/').at(-1)!;
      expect(last.url.searchParams.get('status')).toBe('paid');
      expect(last.url.searchParams.get('gateway')).toBe('bkash');
    });

    await userEvent.click(screen.getByRole('button', { name: `Details of order ${INVOICE}` }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${INVOICE}` });
    expect(within(dialog).getByText('Rahim Uddin <rahim@example.com>')).toBeInTheDocument();
    expect(within(dialog).getByText('Up to ৳5,000.00 can still be refunded.')).toBeInTheDocument();

    // The server's rules, checked before anything is sent.
    const amount = within(dialog).getByLabelText(/^Amount to refund/);
    expect(amount).toHaveValue('5000.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(
      within(dialog).getByText('At most ৳5,000.00 can still be refunded on this order.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason for the refund.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Course cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByText('Enter an amount greater than zero.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    const confirm = within(dialog).getByRole('region', { name: 'Confirm the refund' });
    expect(confirm).toHaveTextContent(
      'Refund ৳5,000.00 to Rahim Uddin through bKash. Reason: Course cancelled',
    );
    expect(confirm).toHaveTextContent('the enrolments it created end');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Refund now' }));

    const history = await within(dialog).findByTestId('order-refunds');
    expect(history).toHaveTextContent('by Nadia Islam');
    expect(history).toHaveTextContent('Gateway reference RF7Q4M2K9X');
    expect(within(dialog).queryByRole('button', { name: 'Review refund' })).toBeNull();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      amount: '5000',
      reason: 'Course cancelled',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('follows a refund until the gateway confirms it, and decides on held money', async () => {
    const pending: OrderRefund = {
      id: 2,
      amount: '1000.00',
      reason: 'Part of the course was cancelled',
      status: 'pending',
      of_held_money: false,
      gateway_refund_id: '59bd63fea5455',
      failure_reason: '',
      refunded_by: 'Nadia Islam',
      created_at: '2026-11-26T08:00:00.000Z',
      settled_at: null,
    };
    let order = detailOf(
      {
        ...paidOrder,
        gateway: 'sslcommerz',
        status: 'failed',
        failure_reason: 'risky',
        held: { amount: '5000.00', transaction_id: 'SSLBANK1', state: 'held' },
      },
      [pending],
    );
    const requests = mockFetch((request: MockRequest) => {
      if (request.method === 'GET' && request.path === '/api/admin/orders/') {
        return jsonResponse({ count: 1, next: null, previous: null, results: [order] });
      }
      if (request.method === 'GET' && request.path === `/api/admin/orders/${INVOICE}/`) {
        return jsonResponse(order);
      }
      if (request.path === `/api/admin/orders/${INVOICE}/refunds/2/check/`) {
        const refund = { ...pending, status: 'refunded' as const, settled_at: pending.created_at };
        order = { ...order, refunds: [refund] };
        return jsonResponse({ order, refund });
      }
      if (request.path === `/api/admin/orders/${INVOICE}/held/enrol/`) {
        order = { ...order, status: 'paid', held: { ...order.held!, state: 'enrolled' } };
        return jsonResponse(order);
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    }).requests;
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin?tab=orders']);
    const [row] = await screen.findAllByTestId('admin-order', {}, { timeout: 10_000 });
    expect(within(row!).getByTestId('held-badge')).toHaveTextContent('Money held');
    await userEvent.click(screen.getByRole('button', { name: 'Money held' }));
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/api/admin/orders/').at(-1)!;
      expect(last.url.searchParams.get('held')).toBe('true');
    });
    await userEvent.click(screen.getByRole('button', { name: `Details of order ${INVOICE}` }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${INVOICE}` });

    expect(within(dialog).getByTestId('refund-status')).toHaveTextContent(
      'Accepted; waiting for the gateway to confirm',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('refund-status')).toHaveTextContent('Refunded'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Check with the gateway' })).toBeNull();

    const held = within(dialog).getByTestId('held-money');
    expect(held).toHaveTextContent('৳5,000.00 held on this failed order');
    expect(held).toHaveTextContent('the gateway flagged it as risky');
    await userEvent.click(within(held).getByRole('button', { name: 'Enrol after a check' }));
    await userEvent.type(within(held).getByLabelText(/^What you checked/), 'ok');
    await userEvent.click(within(held).getByRole('button', { name: 'Enrol the buyer' }));
    expect(
      await within(held).findByText(
        'Say what you checked before enrolling (at least 10 characters).',
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/held/enrol/'))).toBe(false);
    await userEvent.type(within(held).getByLabelText(/^What you checked/), ' — the bank confirmed');
    await userEvent.click(within(held).getByRole('button', { name: 'Enrol the buyer' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('held-money')).toHaveTextContent('The buyer was enrolled'),
    );
    const enrol = requests.find((request) => request.path.endsWith('/held/enrol/'))!;
    expect(enrol.body).toEqual({ note: 'ok — the bank confirmed' });
  });

  it('is in Bangla when the language is bn', async () => {
    mockOrdersApi();
    await i18n.changeLanguage('bn');
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin?tab=orders']);
    await screen.findAllByTestId('admin-order', {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'অনলাইন অর্ডার' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `অর্ডার ${INVOICE}-এর বিস্তারিত` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('আরও সর্বোচ্চ ৳৫,০০০.০০ ফেরত দেওয়া যাবে।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ফেরত যাচাই করুন' }));
    expect(within(dialog).getByText('ফেরতের একটি কারণ লিখুন।')).toBeInTheDocument();
  });
});
