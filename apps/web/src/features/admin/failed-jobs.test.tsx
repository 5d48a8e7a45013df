import type { FailedJob } from '@academy/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const failedMail: FailedJob = {
  id: '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b',
  queue: 'mail',
  about: { kind: 'mail', to: 'sabbir@academy.test', subject: 'Your payment was approved' },
  attempts: 9,
  last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  failed_at: '2026-05-01T10:00:00.000Z',
  created_at: '2026-05-01T08:00:00.000Z',
};
const failedDelivery: FailedJob = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  queue: 'announcement-delivery',
  about: { kind: 'announcement', announcement_id: 12, recipients: 40 },
  attempts: 6,
  last_error: 'Connection terminated unexpectedly',
  failed_at: '2026-05-01T09:00:00.000Z',
  created_at: '2026-05-01T08:30:00.000Z',
};

describe('failed jobs in the staff console', () => {
  it('lists what each job was for with its last error, and queues one again', async () => {
    let failed = [failedMail, failedDelivery];
    const { requests } = mockFetch((request) => {
      if (request.method === 'GET' && request.path === '/api/admin/jobs/failed/') {
        return jsonResponse({ count: failed.length, next: null, previous: null, results: failed });
      }
      if (request.method === 'POST' && request.path === `/api/admin/jobs/${failedMail.id}/retry/`) {
        failed = failed.filter((job) => job.id !== failedMail.id);
        return jsonResponse({ detail: 'The job was queued again.' });
      }
      if (request.path === '/api/admin/payments/') {
        return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin']);
    await screen.findByRole('heading', { level: 1, name: 'Staff console' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('link', { name: 'Failed jobs' }));

    const rows = await screen.findAllByTestId('failed-job', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('heading', {
        name: 'Mail to sabbir@academy.test: Your payment was approved',
      }),
    ).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Mail · 9 attempts');
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
    expect(
      within(rows[1]!).getByRole('heading', { name: 'Announcement #12 to 40 learners' }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Announcement delivery · 6 attempts');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('failed-job')).toHaveLength(1));
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`/api/admin/jobs/${failedMail.id}/retry/`]);
    expect(screen.getByTestId('failed-job')).toHaveTextContent('Announcement #12 to 40 learners');
  });

  it('names the online order a settle or delivery job was for', async () => {
    const settle: FailedJob = {
      ...failedDelivery,
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      queue: 'order-settle',
      about: { kind: 'order', order_id: 7, step: 'settle' },
      attempts: 13,
    };
    mockFetch((request) =>
      request.path === '/api/admin/jobs/failed/'
        ? jsonResponse({ count: 1, next: null, previous: null, results: [settle] })
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin?tab=jobs']);
    const row = await screen.findByTestId('failed-job', {}, { timeout: 5000 });
    expect(
      within(row).getByRole('heading', { name: 'Settling online order #7 with its gateway' }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent('Order settlement · 13 attempts');
  });

  it('says so when nothing has failed', async () => {
    mockFetch((request) =>
      request.path === '/api/admin/jobs/failed/'
        ? jsonResponse({ count: 0, next: null, previous: null, results: [] })
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    storeSession({ user: { ...learner, role: 'admin' } });
    renderApp(['/admin?tab=jobs']);
    expect(await screen.findByText('No failed jobs.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
