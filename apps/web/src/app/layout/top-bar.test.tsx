import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const notificationsPage = (isRead: boolean[], hasUnreadChat = false) => ({
  count: isRead.length,
  unread_count: isRead.filter((read) => !read).length,
  has_unread_chat: hasUnreadChat,
  next: null,
  previous: null,
  results: isRead.map((is_read, index) => ({
    id: index + 1,
    message: 'New announcement',
    is_read,
    created_at: '2026-01-01T00:00:00Z',
    related_object_type: 'announcement',
    course_id: 14,
  })),
});

function api(notifications: () => Response): MockHandler {
  return ({ path }) => {
    if (path === '/api/accounts/profile/') return jsonResponse(learner);
    if (path === '/api/notifications/') return notifications();
    return jsonResponse({}, 404);
  };
}

describe('top bar', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows visitors Home, Courses, Login and Sign Up, and no bell', async () => {
    mockFetch(api(() => jsonResponse({}, 401)));
    renderApp(['/']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows signed-in users Forums, Dashboard, the bell and the account menu', async () => {
    storeSession();
    mockFetch(api(() => jsonResponse(notificationsPage([true]))));
    renderApp(['/']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Courses', 'Forums', 'Dashboard']),
    );
    expect(await screen.findByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('puts a red dot on the bell while a notification is unread', async () => {
    storeSession();
    const { requests } = mockFetch(api(() => jsonResponse(notificationsPage([true, false]))));
    renderApp(['/']);
    expect(await screen.findByRole('link', { name: 'Notifications (unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/notifications/')?.url.search).toBe('?page=1');
  });

  it('links the inbox, with its own dot while a chat message is unread', async () => {
    storeSession();
    mockFetch(api(() => jsonResponse(notificationsPage([false], true))));
    renderApp(['/']);
    const inbox = await screen.findByRole('link', { name: 'Inbox (unread messages)' });
    expect(inbox).toHaveAttribute('href', '/course/inbox');
    expect(screen.getByTestId('unread-chat-dot')).toBeInTheDocument();
  });

  it('keeps the inbox dot off when only other notifications are unread', async () => {
    storeSession();
    mockFetch(api(() => jsonResponse(notificationsPage([false], false))));
    renderApp(['/']);
    expect(await screen.findByRole('link', { name: 'Notifications (unread)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-chat-dot')).not.toBeInTheDocument();
  });

  it('treats a failed notification fetch as nothing unread', async () => {
    storeSession();
    const { requests } = mockFetch(api(() => jsonResponse({ detail: 'A server error' }, 500)));
    renderApp(['/']);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/notifications/')).toBe(true));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('opens the account menu with name, email, the account links and the workspaces', async () => {
    storeSession();
    mockFetch(api(() => jsonResponse(notificationsPage([]))));
    renderApp(['/']);
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Nadia Rahman')).toBeInTheDocument();
    expect(within(menu).getByText('learner@academy.test')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Update Profile', 'Change Password', 'My payments', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'My payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it("names each language button by the text it shows, then the language's name (label in name)", async () => {
    mockFetch(api(() => jsonResponse({}, 401)));
    renderApp(['/']);
    const group = await screen.findByRole('group', { name: 'Language' });
    const buttons = within(group).getAllByRole('button');
    expect(
      buttons.map((button) => [button.textContent, button.getAttribute('aria-label')]),
    ).toEqual([
      ['EN', 'EN (English)'],
      ['বাং', 'বাং (বাংলা)'],
    ]);
  });

  it('switches the language, shows it, remembers it and sets <html lang>', async () => {
    mockFetch(api(() => jsonResponse({}, 401)));
    renderApp(['/']);
    const english = await screen.findByRole('button', { name: 'EN (English)' });
    expect(english).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'বাং (বাংলা)' }));

    const nav = await screen.findByRole('navigation', { name: 'প্রধান' });
    expect(within(nav).getByRole('link', { name: 'কোর্স' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('button', { name: 'বাং (বাংলা)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
  });
});

describe('mobile menu', () => {
  beforeEach(() => {
    mockFetch(api(() => jsonResponse(notificationsPage([]))));
  });

  it('opens and closes with its button, which reports the state', async () => {
    renderApp(['/']);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Login', 'Sign Up']);

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    renderApp(['/']);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on navigation', async () => {
    const { location } = renderApp(['/']);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });

    await userEvent.click(within(menu).getByRole('link', { name: 'Courses' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/courses');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers signed-in users Forums, Dashboard, the inbox, their payments and Log out', async () => {
    storeSession();
    renderApp(['/']);
    await screen.findByRole('button', { name: /^Account menu/ });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Forums', 'Dashboard', 'Inbox', 'My payments']);
    expect(within(menu).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/course/inbox',
    );
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('workspaces by role', () => {
  it('gives learners their payments, instructors teaching, staff also the console', async () => {
    const { workspaceItems } = await import('./nav-items');
    const paths = (role: 'learner' | 'instructor' | 'admin') =>
      workspaceItems(role).map((item) => item.to);
    expect(paths('learner')).toEqual(['/payments']);
    expect(paths('instructor')).toEqual([
      '/payments',
      '/courses/manage',
      '/grading',
      '/dashboard#upcoming-live-classes',
    ]);
    expect(paths('admin')).toEqual([...paths('instructor'), '/admin']);
  });
});
