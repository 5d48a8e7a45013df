import type { ChatMessage, Conversation } from '@academy/contract/chat';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Lazy pages and their strings load on first use; a busy machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const me = { ...learner, id: 3 };

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message_id: id,
    course_id: 1,
    content: `Message ${id}`,
    user: 2,
    user_name: 'Rafiqul Islam',
    user_role: 'instructor',
    user_profile_picture: null,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

type Handler = (request: MockRequest) => Response | Promise<Response> | undefined;
const routes = (handler: Handler) => async (request: MockRequest) =>
  (await handler(request)) ?? jsonResponse({ detail: 'Not found.' }, 404);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  storeSession({ user: me });
});

describe('/course/:courseId/inbox', () => {
  it('shows the course header, messages with sender and role, own ones on the other side', async () => {
    const { requests } = mockFetch(
      routes(({ path }) => {
        if (path === '/api/course-details/1/') {
          return jsonResponse({
            course_title: 'ML for Clinical Research',
            instructor_name: 'Rafiqul Islam',
          });
        }
        if (path === '/api/chat/1/messages/') {
          return jsonResponse([
            message(1),
            message(2, {
              user: 3,
              user_name: 'Nadia Rahman',
              user_role: 'learner',
              content: 'Thanks!',
            }),
          ]);
        }
        return undefined;
      }),
    );
    renderApp(['/course/1/inbox/']);
    expect(await screen.findByRole('heading', { name: 'ML for Clinical Research' })).toBeVisible();
    expect(screen.getByText('Instructor: Rafiqul Islam')).toBeVisible();
    const log = screen.getByRole('log', { name: 'Messages' });
    const theirs = (await within(log).findByText('Message 1')).closest('li')!;
    expect(within(theirs).getByText('Rafiqul Islam')).toBeVisible();
    expect(within(theirs).getByText('Instructor')).toBeVisible();
    expect(within(theirs).getByRole('img', { name: 'Rafiqul Islam' })).toHaveTextContent('RI');
    expect(theirs).not.toHaveClass('flex-row-reverse');
    const mine = within(log).getByText('Thanks!').closest('li')!;
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(mine).getByText('Learner')).toBeVisible();
    expect(mine).toHaveClass('flex-row-reverse');
    // Opening the chat reads its message notifications.
    await waitFor(() =>
      expect(
        requests.find((request) => request.path === '/api/notifications/read-all/')?.body,
      ).toEqual({ type: 'chat_message', course_id: 1 }),
    );
  });

  it('shows the empty text and the fallbacks when the course cannot be loaded', async () => {
    mockFetch(
      routes(({ path }) => (path === '/api/chat/5/messages/' ? jsonResponse([]) : undefined)),
    );
    renderApp(['/course/5/inbox/']);
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    expect(screen.getByText('Instructor: Unknown Instructor')).toBeVisible();
  });

  it('names an unnamed course', async () => {
    mockFetch(
      routes(({ path }) => {
        if (path === '/api/course-details/6/')
          return jsonResponse({ instructor_name: 'Rafiqul Islam' });
        if (path === '/api/chat/6/messages/') return jsonResponse([]);
        return undefined;
      }),
    );
    renderApp(['/course/6/inbox/']);
    expect(await screen.findByRole('heading', { name: 'Unnamed Course' })).toBeVisible();
  });

  it('sends a message, disabling the box meanwhile, and refuses a blank one', async () => {
    const answer = deferred<Response>();
    let sent = false;
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/chat/1/send/' && method === 'POST') {
          sent = true;
          return answer.promise;
        }
        if (path === '/api/chat/1/messages/') {
          return jsonResponse(
            sent ? [message(1), message(2, { user: 3, content: 'Hello 👋' })] : [message(1)],
          );
        }
        return undefined;
      }),
    );
    renderApp(['/course/1/inbox/']);
    const input = await screen.findByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.type(input, '   ');
    expect(send).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Hello ');
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    await userEvent.click(screen.getByRole('button', { name: '👋' }));
    expect(input).toHaveValue('Hello 👋');
    await userEvent.click(send);
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(jsonResponse(message(2, { user: 3, content: 'Hello 👋' }), 201));
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    expect(await screen.findByText('Hello 👋')).toBeVisible();
    expect(requests.find((request) => request.path === '/api/chat/1/send/')?.body).toEqual({
      content: 'Hello 👋',
    });
  });

  it('keeps the text when sending fails', async () => {
    mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/chat/1/send/' && method === 'POST')
          return jsonResponse({ detail: 'Nope' }, 429);
        if (path === '/api/chat/1/messages/') return jsonResponse([]);
        return undefined;
      }),
    );
    renderApp(['/course/1/inbox/']);
    const input = await screen.findByLabelText('Message');
    await userEvent.type(input, 'Try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('Try again later');
  });

  it('tells an outsider the server’s reason instead of an empty chat', async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/chat/9/messages/'
          ? jsonResponse(
              {
                detail:
                  'Only learners enrolled in this course and its instructor can use its chat.',
              },
              403,
            )
          : undefined,
      ),
    );
    renderApp(['/course/9/inbox/']);
    expect(
      await screen.findByText(
        'Only learners enrolled in this course and its instructor can use its chat.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('loads earlier messages with ?before= when the last 50 are full', async () => {
    const latest = Array.from({ length: 50 }, (_, index) => message(index + 51));
    const { requests } = mockFetch(
      routes(({ path, url }) => {
        if (path !== '/api/chat/1/messages/') return undefined;
        return jsonResponse(
          url.searchParams.get('before') === '51' ? [message(49), message(50)] : latest,
        );
      }),
    );
    renderApp(['/course/1/inbox/']);
    await userEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message 49')).toBeVisible();
    expect(requests.some((request) => request.url.searchParams.get('limit') === '50')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});

describe('/course/inbox', () => {
  const conversation = (id: number, overrides: Partial<Conversation> = {}): Conversation => ({
    course_id: id,
    course_title: `Course ${id}`,
    thumbnail: null,
    instructor_name: 'Rafiqul Islam',
    last_message_at: null,
    ...overrides,
  });

  it('shows three placeholder rows, then the conversations linking to each chat', async () => {
    const answer = deferred<Response>();
    mockFetch(
      routes(({ path }) => (path === '/api/chat/conversations/' ? answer.promise : undefined)),
    );
    renderApp(['/course/inbox']);
    const loading = (await screen.findByText('Loading conversations')).closest('[role="status"]')!;
    expect(loading.querySelectorAll('.rounded-2xl')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    answer.resolve(
      jsonResponse([conversation(1, { thumbnail: '/media/thumbnails/ml.webp' }), conversation(6)]),
    );
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeVisible();
    expect(screen.getByText('Your course conversations in one place')).toBeVisible();
    const first = screen.getByRole('link', { name: /Course 1/ });
    expect(first).toHaveAttribute('href', '/course/1/inbox/');
    expect(first).toHaveTextContent('Instructor: Rafiqul Islam');
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/thumbnails/ml.webp'),
    );
    expect(screen.getByRole('link', { name: /Course 6/ }).querySelector('img')).toBeNull();
  });

  it('shows the empty texts', async () => {
    mockFetch(
      routes(({ path }) => (path === '/api/chat/conversations/' ? jsonResponse([]) : undefined)),
    );
    renderApp(['/course/inbox']);
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    expect(screen.getByText('When you enroll in a course, they will appear here.')).toBeVisible();
  });
});
