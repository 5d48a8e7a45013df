import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '../test/fetch-mock';
import { storeSession } from '../test/fixtures';
import { REFRESH_PATH, api, onSessionExpired } from './api-client';
import { ApiError, getErrorLines, getErrorMessage, getFieldErrors } from './api-error';
import { SESSION_STORAGE_KEY, readSession } from './auth/session-storage';

const bearerOf = (headers: Headers) => headers.get('Authorization');

describe('api client', () => {
  let expired: Mock<() => void>;
  let unsubscribe: () => void;

  beforeEach(() => {
    expired = vi.fn<() => void>();
    unsubscribe = onSessionExpired(expired);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => unsubscribe());

  it('sends JSON bodies with the bearer token of the stored session', async () => {
    storeSession();
    const { requests } = mockFetch(() => jsonResponse({ ok: true }));

    await expect(api.post('/api/contact/', { name: 'Nadia' })).resolves.toEqual({ ok: true });

    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ name: 'Nadia' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(bearerOf(requests[0]!.headers)).toBe('Bearer access-1');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    storeSession();
    const { requests } = mockFetch(() => jsonResponse({}));
    const form = new FormData();
    form.append('first_name', 'Nadia');

    await api.put('/api/accounts/update/', form);

    expect(requests[0]?.body).toBe(form);
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('refreshes once on a 401, stores both new tokens and retries with the new token', async () => {
    storeSession();
    const { requests } = mockFetch(({ path, headers }) => {
      if (path === REFRESH_PATH) return jsonResponse({ access: 'access-2', refresh: 'refresh-2' });
      return bearerOf(headers) === 'Bearer access-2'
        ? jsonResponse({ welcome_message: 'Welcome' })
        : jsonResponse({ detail: 'Given token not valid for any token type' }, 401);
    });

    await expect(api.get('/api/accounts/dashboard/')).resolves.toEqual({
      welcome_message: 'Welcome',
    });

    const refreshes = requests.filter((request) => request.path === REFRESH_PATH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(requests.map((request) => request.path)).toEqual([
      '/api/accounts/dashboard/',
      REFRESH_PATH,
      '/api/accounts/dashboard/',
    ]);
    expect(bearerOf(requests[2]!.headers)).toBe('Bearer access-2');
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeSession();
    const refreshAnswer = deferred<Response>();
    const { requests } = mockFetch(({ path, headers }) => {
      if (path === REFRESH_PATH) return refreshAnswer.promise;
      return bearerOf(headers) === 'Bearer access-2'
        ? jsonResponse({ path })
        : jsonResponse({ detail: 'expired' }, 401);
    });

    const calls = Promise.all([
      api.get('/api/enrollments/'),
      api.get('/api/accounts/dashboard/'),
      api.get('/api/notifications/'),
    ]);
    await vi.waitFor(() => expect(requests.filter((r) => r.path === REFRESH_PATH)).toHaveLength(1));
    refreshAnswer.resolve(jsonResponse({ access: 'access-2', refresh: 'refresh-2' }));

    await expect(calls).resolves.toEqual([
      { path: '/api/enrollments/' },
      { path: '/api/accounts/dashboard/' },
      { path: '/api/notifications/' },
    ]);
    expect(requests.filter((request) => request.path === REFRESH_PATH)).toHaveLength(1);
  });

  it('does not refresh a second time when the retried request is refused again', async () => {
    storeSession();
    const { requests } = mockFetch(({ path }) =>
      path === REFRESH_PATH
        ? jsonResponse({ access: 'access-2', refresh: 'refresh-2' })
        : jsonResponse({ detail: 'You do not have permission.' }, 401),
    );

    await expect(api.get('/api/admin/payments/')).rejects.toMatchObject({ status: 401 });
    expect(requests.filter((request) => request.path === REFRESH_PATH)).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('clears the stored auth and ends the session when the refresh fails', async () => {
    storeSession();
    mockFetch(({ path }) =>
      path === REFRESH_PATH
        ? jsonResponse({ detail: 'Token is invalid or expired' }, 401)
        : jsonResponse({ detail: 'expired' }, 401),
    );

    const error = await api.get('/api/accounts/dashboard/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a 401 of a call made without a session (a wrong password)', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ detail: 'No active account found with the given credentials' }, 401),
    );

    const error = await api
      .post('/api/accounts/login/', { email: 'a@b.co', password: 'wrong' }, { auth: false })
      .catch((caught: unknown) => caught);

    expect(getErrorMessage(error, 'Invalid email or password')).toBe(
      'No active account found with the given credentials',
    );
    expect(requests).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('adds query parameters and skips empty ones', async () => {
    const { requests } = mockFetch(() => jsonResponse([]));
    await api.get('/api/notifications/', { query: { page: 2, search: '', status: undefined } });
    expect(requests[0]?.url.search).toBe('?page=2');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/api/list-courses/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(getErrorMessage(error, 'Failed to load courses.')).toBe('Failed to load courses.');
  });
});

describe('ApiError helpers', () => {
  it('reads the detail of a general error', () => {
    const error = new ApiError(404, { detail: 'Not found.' });
    expect(error.detail).toBe('Not found.');
    expect(getErrorMessage(error, 'fallback')).toBe('Not found.');
    expect(getFieldErrors(error)).toEqual({});
  });

  it('reads field errors and non-field errors of a validation error', () => {
    const error = new ApiError(400, {
      email: ['Enter a valid email address.', 'Too long.'],
      non_field_errors: ['Passwords do not match'],
    });
    expect(getFieldErrors(error)).toEqual({ email: 'Enter a valid email address.' });
    expect(getErrorMessage(error, 'fallback')).toBe('Passwords do not match');
    expect(getErrorLines(error)).toEqual([
      'email: Enter a valid email address.',
      'email: Too long.',
      'Passwords do not match',
    ]);
  });

  it('uses the error or message key some endpoints answer with', () => {
    expect(getErrorMessage(new ApiError(400, { error: 'Email already exists' }), 'x')).toBe(
      'Email already exists',
    );
    expect(getErrorMessage(new ApiError(400, { message: 'Invalid promo code.' }), 'x')).toBe(
      'Invalid promo code.',
    );
  });

  it('falls back for bodies that are not DRF-shaped and for non-API errors', () => {
    expect(getErrorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Payment failed.')).toBe(
      'Payment failed.',
    );
    expect(getErrorMessage(new Error('boom'), 'Payment failed.')).toBe('Payment failed.');
  });
});
