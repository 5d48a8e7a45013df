import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { payment } from './test-data';

describe('my payments page', () => {
  it('lists submissions with status, the rejection reason and the next step', async () => {
    const reason = 'We could not find this transaction ID in our bKash statement.';
    const { requests } = mockFetch((request) =>
      request.path === '/api/payments/'
        ? jsonResponse({
            count: 3,
            next: null,
            previous: null,
            results: [
              payment({ id: 3, transaction_id: 'BKREJECTED1', status: 'rejected', reason }),
              payment({ id: 2, transaction_id: 'BKAPPROVED1', status: 'approved', course_id: 6 }),
              payment({
                id: 1,
                transaction_id: 'BKPENDING01',
                status: 'pending',
                coupon_code: 'FLAT500',
              }),
            ],
          })
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    storeSession();
    renderApp(['/payments']);
    // The first visit loads the page's chunk and strings; give a busy machine time for it.
    const items = await screen.findAllByTestId('payment-item', {}, { timeout: 5000 });
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByTestId('payment-status')).toHaveTextContent('Rejected');
    expect(within(items[0]!).getByTestId('payment-reason')).toHaveTextContent(`Reason: ${reason}`);
    expect(within(items[0]!).getByRole('link', { name: 'Pay again' })).toHaveAttribute(
      'href',
      '/payment?course=14&students=1',
    );
    expect(within(items[1]!).getByTestId('payment-status')).toHaveTextContent('Approved');
    expect(within(items[1]!).getByRole('link', { name: 'Continue Course' })).toHaveAttribute(
      'href',
      '/course/6/progress',
    );
    expect(within(items[2]!).getByText('FLAT500')).toBeInTheDocument();
    expect(within(items[2]!).getByText('৳15,000.00')).toBeInTheDocument();
    const listCall = requests.find((request) => request.path === '/api/payments/')!;
    expect(listCall.url.searchParams.get('page')).toBe('1');
    expect(listCall.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('says so when there are no payments yet', async () => {
    mockFetch((request) =>
      request.path === '/api/payments/'
        ? jsonResponse({ count: 0, next: null, previous: null, results: [] })
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    storeSession();
    renderApp(['/payments']);
    expect(
      await screen.findByText('You have not submitted any payments yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
