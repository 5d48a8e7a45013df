import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { payment, paymentCourse } from './test-data';

function api(routes: Record<string, MockHandler>): MockHandler {
  return (request) => {
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : jsonResponse({ detail: 'Not found.' }, 404);
  };
}

async function openPayment(url: string) {
  storeSession();
  const view = renderApp([url]);
  // The first visit loads the page's chunk and strings; give a busy machine time for it.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Complete your enrolment' },
    { timeout: 5000 },
  );
  await screen.findByTestId('summary-total', {}, { timeout: 5000 });
  return view;
}

const course = paymentCourse();
const courseRoute = { 'GET /api/course-details/14/': () => jsonResponse(course) };

describe('payment page', () => {
  it('recovers the course and group size from the URL and prices a duo from the tiers', async () => {
    mockFetch(api(courseRoute));
    await openPayment('/payment?course=14&students=2');
    expect(screen.getByTestId('bkash-recipient')).toHaveTextContent('01886734215');
    expect(screen.getByTestId('summary-type')).toHaveTextContent('Duo (2 students)');
    expect(screen.getByTestId('summary-base')).toHaveTextContent('৳13,000.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳26,000.00');
    expect(screen.getByTestId('teammate_one')).toBeInTheDocument();
    expect(screen.queryByTestId('teammate_two')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/8801711000001',
    );
  });

  it('shows every rule message inline and lists them in the error modal, sending nothing', async () => {
    const { requests } = mockFetch(api(courseRoute));
    await openPayment('/payment?course=14&students=3');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your bKash number/), '01212345678');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment could not be submitted' });
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'bKash number: Enter a valid 11-digit bKash number.',
      'Transaction ID: Transaction ID is required.',
      'Teammate 1 – name: Name is required.',
      'Teammate 1 – email: Email is required.',
      'Teammate 1 – phone number: Phone number is required.',
      'Teammate 2 – name: Name is required.',
      'Teammate 2 – email: Email is required.',
      'Teammate 2 – phone number: Phone number is required.',
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByText('Enter a valid 11-digit bKash number.')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Name is required.')).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('applies a promo code, locks it, and resets it when the code is changed', async () => {
    const { requests } = mockFetch(
      api({
        ...courseRoute,
        'POST /api/coupons/validate/': (request) =>
          (request.body as { code: string }).code === 'FLAT500'
            ? jsonResponse({
                discount_type: 'fixed',
                discount_value: '500.00',
                coupon_name: 'Flat ৳500 off',
                coupon_description: '৳500 off any paid course.',
              })
            : jsonResponse({ detail: 'Invalid promo code.', message: 'Invalid promo code.' }, 400),
      }),
    );
    await openPayment('/payment?course=14&students=2');
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Promo code/);
    await user.type(input, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'FLAT500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByTestId('summary-coupon')).toHaveTextContent('−৳500.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳25,000.00');
    expect(requests.at(-1)).toMatchObject({ body: { code: 'FLAT500', course_id: 14 } });

    await user.click(screen.getByRole('button', { name: 'Change code' }));
    expect(input).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳26,000.00');
  });

  it('submits the computed amount with teammates, then Payment Done! and OK go home', async () => {
    const { requests } = mockFetch(
      api({
        ...courseRoute,
        'POST /api/manualpaymentsubmit/': () =>
          jsonResponse(
            {
              message:
                'Payment submitted. We will verify your transaction and enrol you shortly (usually within a few hours).',
              payment: payment({ payment_type: 'duo', students: 2, paid_amount: '26000.00' }),
            },
            201,
          ),
      }),
    );
    const view = await openPayment('/payment?course=14&students=2');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your bKash number/), '01712345678');
    await user.type(screen.getByLabelText(/^Transaction ID/), 'bk7a2d5f1c');
    const mate = screen.getByTestId('teammate_one');
    await user.type(within(mate).getByLabelText(/^Full name/), 'Rafi Ahmed');
    await user.type(within(mate).getByLabelText(/^Email/), 'Rafi@Example.com');
    await user.type(within(mate).getByLabelText(/^Phone number/), '01811111111');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment Done!' });
    expect(dialog).toHaveTextContent('Payment submitted.');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/manualpaymentsubmit/');
    expect(post.body).toEqual({
      course_id: '14',
      paid_amount: '26000.00',
      sender_number: '01712345678',
      transaction_id: 'BK7A2D5F1C',
      payment_type: 'duo',
      teammate_one: { name: 'Rafi Ahmed', email: 'rafi@example.com', number: '01811111111' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/'));
  });

  it('shows server field errors inline and in the modal; a network failure says so', async () => {
    let attempt = 0;
    mockFetch(
      api({
        ...courseRoute,
        'POST /api/manualpaymentsubmit/': () => {
          attempt += 1;
          if (attempt === 2) throw new TypeError('offline');
          return jsonResponse(
            { transaction_id: ['This transaction ID has already been used.'] },
            400,
          );
        },
      }),
    );
    await openPayment('/payment?course=14&students=1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your bKash number/), '01712345678');
    await user.type(screen.getByLabelText(/^Transaction ID/), 'BK7A2D5F1C');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Payment could not be submitted' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Transaction ID: This transaction ID has already been used.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByText('This transaction ID has already been used.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Payment could not be submitted' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Failed to submit payment.');
  });

  it('offers free courses a one-click enrolment and sends enrolled learners to the course', async () => {
    const { requests } = mockFetch(
      api({
        'GET /api/course-details/3/': () =>
          jsonResponse(paymentCourse({ course_id: 3, price: '0.00', price_tiers: [] })),
        'GET /api/course-details/6/': () =>
          jsonResponse(paymentCourse({ course_id: 6, is_enrolled: true })),
        'POST /api/enrollments/': () =>
          jsonResponse(
            {
              message: 'You are now enrolled in this course.',
              enrollment: {
                enrollment_id: 9,
                course: 3,
                course_title: 'Free',
                thumbnail: null,
                enrolled_at: '2026-05-01T10:00:00.000Z',
              },
            },
            201,
          ),
      }),
    );
    storeSession();
    const view = renderApp(['/enroll?course=3']);
    // /enroll is an older address of /payment: it moves on there with the same query.
    await waitFor(() => expect(view.location.current?.pathname).toBe('/payment'));
    expect(view.location.current?.search).toBe('?course=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    await waitFor(() => expect(view.location.current?.pathname).toBe('/course/3/progress'));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/enrollments/',
      body: { course_id: 3 },
    });
    view.unmount();
    renderApp(['/payment?course=6']);
    expect(await screen.findByText('You are already enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Course' })).toHaveAttribute(
      'href',
      '/course/6/progress',
    );
  });
});
