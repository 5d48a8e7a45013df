import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../lib/auth/session-storage';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { learner, storeSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { routeTable } from './routes';

/** '/course/:id/progress' → '/course/1/progress'. */
const samplePath = (path: string) => path.replace(/:\w+/g, '1');

describe('route guards', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(({ path }) =>
      path === '/api/accounts/profile/' ? jsonResponse(learner) : jsonResponse({}, 404),
    );
  });

  it('sends a visitor from a login-required route to /login and remembers the origin', async () => {
    const { location } = renderApp(['/dashboard?tab=learning']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/login');
    expect(location.current?.state).toMatchObject({
      from: { pathname: '/dashboard', search: '?tab=learning' },
    });
  });

  it('returns the user to the remembered origin once signed in', async () => {
    const { location } = renderApp(['/changepassword']);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    // A session appears (here from another tab); GuestOnly sends the user back where they were.
    act(() => {
      storeSession();
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/changepassword');
  });

  it('sends a signed-in user from /login and /signup to /dashboard', async () => {
    storeSession();
    const { location, unmount } = renderApp(['/login']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/dashboard');
    unmount();

    renderApp(['/signup']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(routeTable.filter((route) => route.access === 'login').map((route) => route.path))(
    'guards %s',
    async (path) => {
      const { location } = renderApp([samplePath(path)]);
      await screen.findByRole('heading', { level: 1, name: 'Log in' });
      expect(location.current?.state).toMatchObject({ from: { pathname: samplePath(path) } });
    },
  );

  it.each(routeTable.filter((route) => route.access === 'public').map((route) => route.path))(
    'lets a visitor open %s',
    async (path) => {
      const { location } = renderApp([samplePath(path)]);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(location.current?.pathname).toBe(samplePath(path));
    },
  );
});
