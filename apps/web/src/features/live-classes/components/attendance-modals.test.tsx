import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { createTestQueryClient } from '../../../test/render-app';
import { ClassAttendanceModal, CourseAttendanceModal } from './attendance-modals';

const renderInClient = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);

describe('attendance lists', () => {
  it('say who joined a class and when, and who did not', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({
        count: 2,
        next: null,
        previous: null,
        joined: 1,
        results: [
          { user_id: 3, name: 'Sabbir Hossain', joined_at: '2026-11-20T14:32:00.000Z' },
          { user_id: 4, name: 'Mithila Das', joined_at: null },
        ],
      }),
    );
    renderInClient(
      <ClassAttendanceModal
        session={
          { id: 5, title: 'Office hours' } as Parameters<typeof ClassAttendanceModal>[0]['session']
        }
        onClose={() => {}}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Who joined' });
    expect(screen.getByText('1 of 2 learners joined.')).toBeVisible();
    const [sabbir, mithila] = within(list).getAllByRole('listitem');
    expect(sabbir).toHaveTextContent(/Sabbir Hossain\s*Joined at/);
    expect(mithila).toHaveTextContent('Mithila DasDid not join');
    expect(requests[0]!.path).toBe('/api/live-classes/5/attendance/');
  });

  it("give each learner's rate over the classes held, and say when none was", async () => {
    mockFetch(() =>
      jsonResponse({
        count: 2,
        next: null,
        previous: null,
        held: 4,
        results: [
          { user_id: 4, name: 'Mithila Das', attended: 1, held: 4, rate: 25 },
          { user_id: 5, name: 'New Learner', attended: 0, held: 0, rate: null },
        ],
      }),
    );
    renderInClient(<CourseAttendanceModal courseId="6" open onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Attendance rates' });
    expect(screen.getByText('Classes held: 4')).toBeVisible();
    const [mithila, newcomer] = within(list).getAllByRole('listitem');
    expect(mithila).toHaveTextContent('1 of 4 · 25%');
    expect(newcomer).toHaveTextContent('No class held yet');
  });

  it('say so when nobody is enrolled, and when the list could not be loaded', async () => {
    mockFetch(() => jsonResponse({ count: 0, next: null, previous: null, held: 0, results: [] }));
    const view = renderInClient(<CourseAttendanceModal courseId="6" open onClose={() => {}} />);
    expect(await screen.findByText('No learner is enrolled yet.')).toBeVisible();
    view.unmount();
    mockFetch(() => jsonResponse({ detail: 'Not found.' }, 404));
    renderInClient(<CourseAttendanceModal courseId="7" open onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The attendance could not be loaded.',
    );
  });
});
