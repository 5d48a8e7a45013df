import {
  notificationEnglish,
  notificationTextKeys,
  type Notification,
  type NotificationPage,
} from '@academy/contract/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import enNotifications from '../../locales/en/notifications.json';

// Lazy pages and their strings load on first use; a busy machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    message: `Notification ${id}`,
    text: null,
    is_read: true,
    created_at: minutesAgo(60 * 24 * 10),
    related_object_type: 'comment',
    course_id: null,
    forum_topic_id: 7,
    ...overrides,
  };
}

function pageOf(results: Notification[], count = results.length): NotificationPage {
  return {
    count,
    next: null,
    previous: null,
    results,
    unread_count: results.filter((item) => !item.is_read).length,
    has_unread_chat: results.some(
      (item) => !item.is_read && item.related_object_type === 'chat_message',
    ),
  };
}

type Handler = (request: MockRequest) => Response | undefined;
const routes = (handler: Handler) => (request: MockRequest) =>
  handler(request) ?? jsonResponse({ detail: 'Not found.' }, 404);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  storeSession();
});

describe('/notifications', () => {
  it('lists them with relative times and the bell’s red dot', async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/notifications/'
          ? jsonResponse(
              pageOf([
                notification(3, { is_read: false, created_at: minutesAgo(0) }),
                notification(2, {
                  is_read: false,
                  created_at: minutesAgo(5),
                  related_object_type: 'chat_message',
                  course_id: 1,
                }),
                notification(1, { created_at: minutesAgo(60 * 24 * 10) }),
              ]),
            )
          : undefined,
      ),
    );
    renderApp(['/notifications']);
    const first = await screen.findByRole('button', { name: /Notification 3/ });
    expect(first).toHaveTextContent('just now');
    expect(screen.getByRole('button', { name: /Notification 2/ })).toHaveTextContent('5m');
    expect(screen.getByRole('button', { name: /Notification 1/ })).toHaveTextContent('1w');
    expect(screen.getByText('2 unread')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(await screen.findByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('marks one read with its check button', async () => {
    let read = false;
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/notifications/5/read/' && method === 'POST') {
          read = true;
          return jsonResponse(notification(5));
        }
        if (path === '/api/notifications/')
          return jsonResponse(pageOf([notification(5, { is_read: read })]));
        return undefined;
      }),
    );
    renderApp(['/notifications']);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    );
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/api/notifications/5/read/']);
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
  });

  it('opens an unread one where it points and marks it read on the way', async () => {
    const { requests } = mockFetch(
      routes(({ path }) => {
        if (path === '/api/notifications/9/read/') return jsonResponse(notification(9));
        if (path === '/api/notifications/') {
          return jsonResponse(pageOf([notification(9, { is_read: false, forum_topic_id: 12 })]));
        }
        return undefined;
      }),
    );
    const { location } = renderApp(['/notifications']);
    await userEvent.click(await screen.findByRole('button', { name: /Notification 9/ }));
    await waitFor(() => expect(location.current?.pathname).toBe('/forums/topics/12'));
    expect(requests.some((request) => request.path === '/api/notifications/9/read/')).toBe(true);
  });

  it('does not call the server when opening one already read', async () => {
    const { requests } = mockFetch(
      routes(({ path }) =>
        path === '/api/notifications/'
          ? jsonResponse(
              pageOf([
                notification(4, {
                  related_object_type: 'announcement',
                  course_id: 14,
                  forum_topic_id: null,
                }),
              ]),
            )
          : undefined,
      ),
    );
    const { location } = renderApp(['/notifications']);
    await userEvent.click(await screen.findByRole('button', { name: /Notification 4/ }));
    await waitFor(() => expect(location.current?.pathname).toBe('/course/14/announcements/'));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('marks all as read with one call and clears the dot', async () => {
    let cleared = false;
    const { requests } = mockFetch(
      routes(({ path }) => {
        if (path === '/api/notifications/read-all/') {
          cleared = true;
          return jsonResponse({ marked_read: 2 });
        }
        if (path === '/api/notifications/') {
          return jsonResponse(
            pageOf([notification(2, { is_read: cleared }), notification(1, { is_read: cleared })]),
          );
        }
        return undefined;
      }),
    );
    renderApp(['/notifications']);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await screen.findByTestId('unread-dot');
    await userEvent.click(markAll);
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it('shows the empty state with its hint', async () => {
    mockFetch(
      routes(({ path }) => (path === '/api/notifications/' ? jsonResponse(pageOf([])) : undefined)),
    );
    renderApp(['/notifications']);
    const empty = await screen.findByRole('heading', { name: 'No notifications yet' });
    expect(within(empty.parentElement!).getByText(/you will see it here/)).toBeVisible();
  });

  it('words a notification in the reader’s language from its key, not the stored English', async () => {
    const text = {
      key: 'announcement' as const,
      params: { course: 'Deep Learning', title: 'Week 3 notes' },
    };
    mockFetch(
      routes(({ path }) =>
        path === '/api/notifications/'
          ? jsonResponse(
              pageOf([
                notification(2, {
                  message: 'New announcement in Deep Learning: Week 3 notes',
                  text,
                }),
                notification(1, { message: 'Payment approved for Deep Learning.' }),
              ]),
            )
          : undefined,
      ),
    );
    await i18n.changeLanguage('bn');
    renderApp(['/notifications']);
    expect(
      await screen.findByRole('button', { name: /Deep Learning কোর্সে নতুন ঘোষণা: Week 3 notes/ }),
    ).toBeVisible();
    // A payment notice is worded for its recipient when stored; it is shown as it is.
    expect(
      screen.getByRole('button', { name: /Payment approved for Deep Learning\./ }),
    ).toBeVisible();
  });
});

describe('notification texts', () => {
  it('say in the English locale exactly what the server stores as the English message', () => {
    for (const key of notificationTextKeys) {
      expect(enNotifications.text[key], key).toBe(notificationEnglish[key]);
    }
    expect(Object.keys(enNotifications.text).sort()).toEqual([...notificationTextKeys].sort());
  });
});
