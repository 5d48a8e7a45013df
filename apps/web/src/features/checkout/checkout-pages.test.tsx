import type { Order } from '@academy/contract/checkout';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { paymentCourse } from '../enrolment/test-data';

function api(routes: Record<string, MockHandler>): MockHandler {
  return (request) => {
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : jsonResponse({ detail: 'Not found.' }, 404);
  };
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    invoice_number: 'ACD-20261126-ABCDEFGH',
    course_id: 14,
    course_title: 'AI Research Bootcamp',
    gateway: 'bkash',
    payment_type: 'single',
    students: 1,
    amount: '15000.00',
    refunded_amount: '0.00',
    currency: 'BDT',
    coupon_code: null,
    status: 'paid',
    failure_reason: null,
    transaction_id: 'BK12345',
    created_at: '2026-11-26T03:00:00Z',
    paid_at: '2026-11-26T03:01:00Z',
    ...overrides,
  };
}

const orderPath = '/api/orders/ACD-20261126-ABCDEFGH/';

afterEach(() => vi.unstubAllGlobals());

describe('payment page with bKash offered', () => {
  it('offers bKash first and sends only the choice, never an amount, then goes to bKash', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = mockFetch(
      api({
        'GET /api/course-details/14/': () => jsonResponse(paymentCourse()),
        'GET /api/checkout/options/': () => jsonResponse({ gateways: ['bkash'] }),
        'POST /api/orders/': () =>
          jsonResponse(
            {
              order: order({ status: 'pending' }),
              redirect_url: 'http://gateway.test/bkash/pay/TR1',
            },
            201,
          ),
      }),
    );
    storeSession();
    renderApp(['/payment?course=14']);
    const bkash = await screen.findByRole('radio', { name: /Pay with bKash/ }, { timeout: 10000 });
    expect(bkash).toBeChecked();
    expect(screen.queryByLabelText(/^Transaction ID/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with bKash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway.test/bkash/pay/TR1'));
    const sent = requests.find((request) => request.path === '/api/orders/');
    expect(sent?.body).toEqual({ course_id: 14, gateway: 'bkash', payment_type: 'single' });
  });

  it('still offers the manual transfer, with its form, as the third way', async () => {
    mockFetch(
      api({
        'GET /api/course-details/14/': () => jsonResponse(paymentCourse()),
        'GET /api/checkout/options/': () => jsonResponse({ gateways: ['bkash'] }),
      }),
    );
    storeSession();
    renderApp(['/payment?course=14']);
    const manual = await screen.findByRole(
      'radio',
      { name: /Send money manually/ },
      { timeout: 10000 },
    );
    await userEvent.setup().click(manual);
    expect(await screen.findByLabelText(/^Transaction ID/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Payment' })).toBeInTheDocument();
  });
});

describe('checkout result page', () => {
  it('shows a paid order with the way into the course', async () => {
    mockFetch(api({ [`GET ${orderPath}`]: () => jsonResponse(order()) }));
    storeSession();
    renderApp(['/checkout/ACD-20261126-ABCDEFGH']);
    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/course/14/progress',
    );
  });

  it('keeps asking while the gateway has not settled, then shows the outcome', async () => {
    let calls = 0;
    mockFetch(
      api({
        [`GET ${orderPath}`]: () => {
          calls += 1;
          return jsonResponse(order(calls === 1 ? { status: 'pending' } : {}));
        },
      }),
    );
    storeSession();
    renderApp(['/checkout/ACD-20261126-ABCDEFGH']);
    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('explains a failed payment and offers to try again', async () => {
    mockFetch(
      api({
        [`GET ${orderPath}`]: () =>
          jsonResponse(order({ status: 'failed', failure_reason: 'mismatch' })),
      }),
    );
    storeSession();
    renderApp(['/checkout/ACD-20261126-ABCDEFGH']);
    expect(
      await screen.findByRole('heading', { name: 'Payment not completed' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-reason')).toHaveTextContent(
      'The payment did not match this order',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/payment?course=14&students=1',
    );
  });

  it('says when the order cannot be found', async () => {
    mockFetch(api({}));
    storeSession();
    renderApp(['/checkout/unknown']);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not find this payment' },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
  });
});
