import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from '../toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { createTestQueryClient } from '../../test/render-app';
import { api } from '../api-client';
import { AuthProvider } from './auth-context';
import { SESSION_STORAGE_KEY, readSession } from './session-storage';
import { useAuth } from './use-auth';

function SessionView() {
  const { user, role, status, login, logout } = useAuth();
  const location = useLocation();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'none'}</p>
      <p>role: {role ?? 'null'}</p>
      <p>path: {location.pathname}</p>
      <button onClick={() => login('learner@academy.test', 'Academy#2026').catch(() => {})}>
        log in
      </button>
      <button onClick={logout}>log out</button>
      <button onClick={() => api.get('/api/accounts/dashboard/').catch(() => {})}>load</button>
    </div>
  );
}

function renderSession(path = '/dashboard') {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path="*" element={<SessionView />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const profileAnswer = { ...learner, id: 7 };

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('starts without a user and restores the stored session', async () => {
    storeSession();
    mockFetch(() => jsonResponse(profileAnswer));
    renderSession();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: learner@academy.test')).toBeInTheDocument();
    expect(screen.getByText('role: learner')).toBeInTheDocument();
  });

  it('has no user and a null role without a stored session', async () => {
    mockFetch(() => jsonResponse({}, 404));
    renderSession();
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(screen.getByText('role: null')).toBeInTheDocument();
  });

  it('logs in: tokens, then the profile with the new token, then saves user and tokens', async () => {
    const success = vi.spyOn(toast, 'success');
    const { requests } = mockFetch(({ path }) => {
      if (path === '/api/accounts/login/') {
        return jsonResponse({ access: 'access-9', refresh: 'refresh-9' });
      }
      if (path === '/api/accounts/profile/') return jsonResponse(profileAnswer);
      return jsonResponse({}, 404);
    });
    renderSession('/login');
    await screen.findByText('status: unauthenticated');

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      email: 'learner@academy.test',
      password: 'Academy#2026',
    });
    const profileCall = requests.find((request) => request.path === '/api/accounts/profile/');
    expect(profileCall?.headers.get('Authorization')).toBe('Bearer access-9');
    expect(readSession()).toMatchObject({
      user: { email: 'learner@academy.test' },
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
    });
    expect(success).toHaveBeenCalledWith('Logged in successfully!');
  });

  it('reports a failed profile load after login and stores nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(({ path }) =>
      path === '/api/accounts/login/'
        ? jsonResponse({ access: 'access-9', refresh: 'refresh-9' })
        : jsonResponse({ detail: 'A server error occurred.' }, 500),
    );
    renderSession('/login');
    await screen.findByText('status: unauthenticated');

    await userEvent.click(screen.getByRole('button', { name: 'log in' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to fetch user profile'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
  });

  it('logs out: clears storage, goes to / and revokes the refresh token in the background', async () => {
    const success = vi.spyOn(toast, 'success');
    storeSession();
    const { requests } = mockFetch(({ path }) =>
      path === '/api/accounts/logout/' ? jsonResponse({}) : jsonResponse(profileAnswer),
    );
    renderSession('/dashboard');
    await screen.findByText('status: authenticated');

    await userEvent.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('path: /')).toBeInTheDocument();
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(success).toHaveBeenCalledWith('Logged out successfully');
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/accounts/logout/')).toMatchObject({
        method: 'POST',
        body: { refresh: 'refresh-1' },
      }),
    );
  });

  it('logs out and goes to /login when the token cannot be refreshed', async () => {
    const error = vi.spyOn(toast, 'error');
    storeSession();
    mockFetch(({ path }) => {
      if (path === '/api/accounts/profile/') return jsonResponse(profileAnswer);
      return jsonResponse({ detail: 'Token is invalid or expired' }, 401);
    });
    renderSession('/dashboard');
    await screen.findByText('status: authenticated');

    await userEvent.click(screen.getByRole('button', { name: 'load' }));

    expect(await screen.findByText('path: /login')).toBeInTheDocument();
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to refresh access token');
  });
});
