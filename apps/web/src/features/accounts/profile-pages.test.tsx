import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/auth/session-storage';
import { deferred, jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const profile = { ...learner, id: 3, bio: 'Resident in internal medicine.', language: 'en' };

function dashboardAnswer(role: 'learner' | 'instructor', enrollments: unknown[] = []) {
  return {
    welcome_message: 'Welcome back, Nadia!',
    is_first_visit: false,
    user: { email: learner.email, role, bio: null, profile_picture: null },
    enrollments,
  };
}

type Routes = Record<string, MockHandler>;

/** The profile for GET /api/accounts/profile/, the given answers by path, 404 for the rest. */
const api =
  (routes: Routes): MockHandler =>
  (request) => {
    if (request.path === '/api/accounts/profile/' && request.method === 'GET') {
      return jsonResponse(profile);
    }
    const route = routes[request.path];
    return route ? route(request) : jsonResponse({ detail: 'Not found.' }, 404);
  };
/** A lazy page chunk can take a while on a busy machine. */
const DASHBOARD = '/api/accounts/dashboard/';
const UPDATE = '/api/accounts/update/';
const CHANGE = '/api/accounts/change-password/';

describe('dashboard', () => {
  beforeEach(() => {
    storeSession();
  });

  it('shows welcome, email, role, the bio fallback and the enrolments with their links', async () => {
    mockFetch(
      api({
        [DASHBOARD]: () =>
          jsonResponse(
            dashboardAnswer('learner', [
              {
                enrollment_id: 9,
                course: {
                  course_id: 6,
                  course_title: 'Python for Healthcare Data',
                  instructor_name: 'Rafiqul Islam',
                  thumbnail: '/media/thumbnails/python.webp',
                },
                enrolled_at: '2026-01-05T10:00:00.000Z',
              },
            ]),
          ),
      }),
    );
    renderApp(['/dashboard']);
    expect(await screen.findByText('Welcome back, Nadia!')).toBeInTheDocument();
    expect(screen.getByText('learner@academy.test')).toBeInTheDocument();
    expect(screen.getByText('Learner')).toBeInTheDocument();
    expect(screen.getByText('No bio available')).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'My Learning Journey' });
    expect(within(journey).getByText('Python for Healthcare Data')).toBeInTheDocument();
    expect(within(journey).getByText('Instructor: Rafiqul Islam')).toBeInTheDocument();
    expect(within(journey).getByText('Enrolled on 5 January 2026')).toBeInTheDocument();
    expect(
      within(journey).getByRole('link', { name: /Continue Course: Python for Healthcare Data/ }),
    ).toHaveAttribute('href', '/course/6/progress');
    expect(screen.queryByText('My Teaching Journey')).not.toBeInTheDocument();
  });

  it('points a learner without enrolments to /courses and gives instructors their section', async () => {
    mockFetch(api({ [DASHBOARD]: () => jsonResponse(dashboardAnswer('instructor')) }));
    renderApp(['/dashboard']);
    expect(await screen.findByText('You have not enrolled in any course yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    const teaching = screen.getByRole('region', { name: 'My Teaching Journey' });
    expect(within(teaching).getByRole('link', { name: 'Add Course' })).toHaveAttribute(
      'href',
      '/courses/create',
    );
    expect(within(teaching).getByRole('link', { name: 'Manage Courses' })).toHaveAttribute(
      'href',
      '/courses/manage',
    );
    expect(within(teaching).getByRole('link', { name: 'Create Announcement' })).toHaveAttribute(
      'href',
      '/announcements/create',
    );
  });

  it("shows 'Failed to load dashboard information' when the call fails", async () => {
    mockFetch(
      api({ [DASHBOARD]: () => jsonResponse({ detail: 'A server error occurred.' }, 500) }),
    );
    renderApp(['/dashboard']);
    expect(await screen.findByText('Failed to load dashboard information')).toBeInTheDocument();
  });
});

describe('update profile', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(reloadPage).mockClear();
    storeSession();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A saved profile reloads the page a second later; a test waits for it so no reload is left
   *  pending to land in the next test's count. */
  async function expectOneReload() {
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
  }

  async function openProfile() {
    renderApp(['/updateprofile']);
    return screen.findByLabelText(/^First Name/);
  }

  it("says 'No changes to update' and sends nothing when nothing changed", async () => {
    const info = vi.spyOn(toast, 'info');
    const { requests } = mockFetch(api({}));
    expect(await openProfile()).toHaveValue('Nadia');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Resident in internal medicine.');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(info).toHaveBeenCalledWith('No changes to update');
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('sends the class-list setting when only that changes', async () => {
    const { requests } = mockFetch(
      api({
        [UPDATE]: () => jsonResponse({ ...profile, listed_in_class: true }),
        [DASHBOARD]: () => jsonResponse(dashboardAnswer('learner')),
      }),
    );
    await openProfile();
    const setting = screen.getByRole('checkbox', { name: /Show me to my classmates/ });
    expect(setting).not.toBeChecked();
    await userEvent.click(setting);
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect((put.body as FormData).get('listed_in_class')).toBe('true');
    await expectOneReload();
  });

  it('turns live class reminders off with the checkbox', async () => {
    const { requests } = mockFetch(
      api({
        [UPDATE]: () => jsonResponse({ ...profile, live_class_reminders: false }),
        [DASHBOARD]: () => jsonResponse(dashboardAnswer('learner')),
      }),
    );
    await openProfile();
    const box = screen.getByRole('checkbox', { name: /Remind me of my live classes/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const form = requests.find((request) => request.method === 'PUT')!.body as FormData;
    expect(form.get('live_class_reminders')).toBe('false');
    await expectOneReload();
  });

  it('refuses a picture that is not JPG, JPEG or PNG', async () => {
    mockFetch(api({}));
    await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText(/^Profile Picture/), gif);
    expect(await screen.findByText('Please select a JPG, JPEG, or PNG image')).toBeInTheDocument();
  });

  it('sends the form as multipart, updates the user, goes to /dashboard and reloads', async () => {
    const success = vi.spyOn(toast, 'success');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const updated = { ...profile, last_name: 'Karim', profile_picture: '/media/avatars/a.webp' };
    const { requests } = mockFetch(
      api({
        [UPDATE]: () => jsonResponse(updated),
        [DASHBOARD]: () => jsonResponse(dashboardAnswer('learner')),
      }),
    );
    await openProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.type(screen.getByLabelText(/^Last Name/), 'Karim');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Profile Picture/), png);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('img', { name: 'Nadia Rahman' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully!'));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/accounts/update/');
    const form = put.body as FormData;
    expect(form.get('first_name')).toBe('Nadia');
    expect(form.get('last_name')).toBe('Karim');
    expect(form.get('bio')).toBe('Resident in internal medicine.');
    expect(form.get('listed_in_class')).toBe('false');
    expect((form.get('profile_picture') as File).name).toBe('me.png');
    expect(await screen.findByText('Welcome back, Nadia!')).toBeInTheDocument();
    expect(readSession()?.user.last_name).toBe('Karim');
    await expectOneReload();
  });

  it('shows how much of a new picture has been sent while it uploads', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const answer = deferred<Response>();
    mockFetch(
      api({
        [UPDATE]: () => answer.promise,
        [DASHBOARD]: () => jsonResponse(dashboardAnswer('learner')),
      }),
    );
    await openProfile();
    const user = userEvent.setup();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Profile Picture/), png);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const bar = await screen.findByRole('progressbar', { name: 'Profile picture upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();

    answer.resolve(jsonResponse({ ...profile, profile_picture: '/media/avatars/b.webp' }));
    expect(await screen.findByText('Welcome back, Nadia!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows no upload bar when only the text changes', async () => {
    const answer = deferred<Response>();
    mockFetch(api({ [UPDATE]: () => answer.promise }));
    await openProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Last Name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    answer.resolve(jsonResponse(profile));
  });

  it("shows the server's picture message and 'Failed to update profile' otherwise", async () => {
    const error = vi.spyOn(toast, 'error');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    mockFetch(
      api({
        [UPDATE]: () =>
          jsonResponse({ profile_picture: ['Please select a JPG, JPEG, or PNG image'] }, 400),
      }),
    );
    await openProfile();
    const user = userEvent.setup();
    const fake = new File(['not really a png'], 'fake.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Profile Picture/), fake);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Please select a JPG, JPEG, or PNG image')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Please select a JPG, JPEG, or PNG image');
  });
});

describe('change password', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
  });

  async function fill(old: string, next: string, confirm: string) {
    renderApp(['/changepassword']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Old Password/), old);
    await user.type(screen.getByLabelText(/^New Password/), next);
    await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it("says 'New passwords do not match!' and links to /forgot-password", async () => {
    const { requests } = mockFetch(api({}));
    await fill('Academy#2026', 'Brand-new-pass-9', 'Brand-new-pass-8');
    expect(await screen.findByText('New passwords do not match!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a wrong old password next to its field', async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(
      api({
        [CHANGE]: () => jsonResponse({ old_password: ['Your old password is incorrect.'] }, 400),
      }),
    );
    await fill('Wrong-pass-1', 'Brand-new-pass-9', 'Brand-new-pass-9');
    expect(await screen.findByText('Your old password is incorrect.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Your old password is incorrect.');
  });

  it('changes the password, keeps the session on the new tokens and goes to /dashboard', async () => {
    const success = vi.spyOn(toast, 'success');
    const { requests } = mockFetch(
      api({
        [CHANGE]: () =>
          jsonResponse({
            message: 'Password changed successfully!',
            access: 'access-2',
            refresh: 'refresh-2',
          }),
        [DASHBOARD]: () => jsonResponse(dashboardAnswer('learner')),
      }),
    );
    await fill('Academy#2026', 'Brand-new-pass-9', 'Brand-new-pass-9');
    expect(await screen.findByText('Welcome back, Nadia!')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Password changed successfully!');
    expect(requests.find((r) => r.path === '/api/accounts/change-password/')?.body).toEqual({
      old_password: 'Academy#2026',
      new_password: 'Brand-new-pass-9',
    });
    expect(readSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
