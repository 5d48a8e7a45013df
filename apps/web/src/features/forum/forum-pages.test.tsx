import type { Comment, Topic, TopicDetail } from '@academy/contract/forum';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Lazy pages and their strings load on first use; a busy machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

const me = { ...learner, id: 3 };

function topic(id: number, overrides: Partial<Topic> = {}): Topic {
  return {
    id,
    name: `Topic ${id}`,
    text: `Text of topic ${id}`,
    category: { id: 2, name: 'Machine Learning' },
    created_by: { id: 9, first_name: 'Sabbir', last_name: 'Hossain' },
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    comment_count: 3,
    can_edit: false,
    can_delete: false,
    ...overrides,
  };
}

function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    topic: 7,
    text: `Comment ${id}`,
    created_by: { id: 9, first_name: 'Sabbir', last_name: 'Hossain' },
    created_at: '2026-02-02T09:00:00.000Z',
    updated_at: '2026-02-02T09:00:00.000Z',
    can_edit: false,
    can_delete: false,
    ...overrides,
  };
}

function detail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    ...topic(7),
    comments: [comment(2), comment(1)],
    comments_page: 1,
    comments_page_count: 1,
    ...overrides,
  };
}

type Handler = (request: MockRequest) => Response | Promise<Response> | undefined;
const routes = (handler: Handler) => async (request: MockRequest) =>
  (await handler(request)) ?? jsonResponse({ detail: 'Not found.' }, 404);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  storeSession({ user: me });
});

describe('/forums', () => {
  it('lists topic cards with the New Topic button and pages of 10', async () => {
    const { requests } = mockFetch(
      routes(({ path, url }) => {
        if (path !== '/api/forums/topics/') return undefined;
        const page = Number(url.searchParams.get('page'));
        const ids = page === 1 ? [25, 24] : [15];
        return jsonResponse({
          count: 25,
          next: null,
          previous: null,
          results: ids.map((id) => topic(id)),
        });
      }),
    );
    const { location } = renderApp(['/forums']);
    const card = (await screen.findByRole('link', { name: 'Topic 25' })).closest('article')!;
    expect(within(card).getByText('Text of topic 25')).toHaveClass('line-clamp-2');
    expect(within(card).getByText('Sabbir Hossain')).toBeVisible();
    expect(within(card).getByText('Machine Learning')).toBeVisible();
    expect(within(card).getByText('3 comments')).toBeVisible();
    expect(within(card).getByText('Posted on 1 February 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Topic 25' })).toHaveAttribute(
      'href',
      '/forums/topics/25',
    );
    expect(screen.getByRole('link', { name: 'New Topic' })).toHaveAttribute(
      'href',
      '/forums/create',
    );
    const first = requests.find((request) => request.path === '/api/forums/topics/');
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('page_size')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Topic 15' })).toBeVisible();
    expect(location.current?.search).toBe('?page=3');
  });

  it('shows no page buttons for one page, and an empty list when loading fails', async () => {
    mockFetch(
      routes(({ path }) => (path === '/api/forums/topics/' ? jsonResponse({}, 500) : undefined)),
    );
    renderApp(['/forums']);
    expect(await screen.findByText('No topics yet')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('/forums/create', () => {
  it('enables Create only when title, category and content are filled, then opens the topic', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/forums/categories/') {
          return jsonResponse([
            { id: 1, name: 'General Discussion' },
            { id: 2, name: 'Machine Learning' },
          ]);
        }
        if (path === '/api/forums/topics/' && method === 'POST') return answer.promise;
        if (path === '/api/forums/topics/41/')
          return jsonResponse(detail({ id: 41, name: 'My question' }));
        return undefined;
      }),
    );
    const { location } = renderApp(['/forums', '/forums/create']);
    const create = await screen.findByRole('button', { name: 'Create Topic' });
    expect(screen.queryByRole('link', { name: 'New Topic' })).not.toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Title/), 'My question');
    await screen.findByRole('option', { name: 'Machine Learning' });
    await userEvent.selectOptions(screen.getByLabelText(/Category/), 'Machine Learning');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Content/), 'How do I start?');
    await userEvent.click(screen.getByRole('button', { name: 'Add emoji' }));
    await userEvent.click(screen.getByRole('button', { name: '🙏' }));
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'My question',
      text: 'How do I start?🙏',
      category_id: 2,
    });
    answer.resolve(jsonResponse(topic(41, { name: 'My question' }), 201));
    await waitFor(() => expect(location.current?.pathname).toBe('/forums/topics/41/'));
    // History replaced: the form is no longer behind the topic.
    expect(await screen.findByRole('heading', { name: 'My question', level: 1 })).toBeVisible();
  });
});

describe('/forums/topics/:id', () => {
  it('shows Topic not found with a way back to the forum', async () => {
    mockFetch(routes(() => undefined));
    renderApp(['/forums/topics/999']);
    expect(await screen.findByRole('heading', { name: 'Topic not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Forum' })).toHaveAttribute(
      'href',
      '/forums',
    );
  });

  it('shows plain text with safe links and no edit controls to other readers', async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/forums/topics/7/'
          ? jsonResponse(detail({ text: 'Read https://example.org/guide. <b>not bold</b>' }))
          : undefined,
      ),
    );
    renderApp(['/forums/topics/7']);
    const link = await screen.findByRole('link', { name: 'https://example.org/guide' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
    expect(screen.getAllByText(/^Comment \d$/).map((node) => node.textContent)).toEqual([
      'Comment 2',
      'Comment 1',
    ]);
  });

  it('lets the author edit title and text, refusing a blank title', async () => {
    const { requests } = mockFetch(
      routes(({ path, method, body }) => {
        if (path !== '/api/forums/topics/7/') return undefined;
        if (method === 'PUT')
          return jsonResponse(topic(7, { ...(body as object), can_edit: true }));
        return jsonResponse(detail({ can_edit: true, can_delete: true }));
      }),
    );
    renderApp(['/forums/topics/7']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        name: 'Renamed',
        text: 'Text of topic 7',
        category_id: 2,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('asks before deleting, then leaves for /forums with a reload', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path !== '/api/forums/topics/7/') return undefined;
        if (method === 'DELETE') return new Response(null, { status: 204 });
        return jsonResponse(detail({ can_edit: true, can_delete: true }));
      }),
    );
    renderApp(['/forums/topics/7']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Topic' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this topic?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/forums'));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('sends a comment, and restores the text when sending fails', async () => {
    let fail = true;
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/forums/topics/7/') return jsonResponse(detail());
        if (path === '/api/forums/comments/' && method === 'POST') {
          return fail
            ? jsonResponse({ detail: 'Request was throttled.' }, 429)
            : jsonResponse(comment(3), 201);
        }
        return undefined;
      }),
    );
    renderApp(['/forums/topics/7']);
    const box = await screen.findByLabelText('Write a comment');
    const post = screen.getByRole('button', { name: 'Post Comment' });
    await userEvent.type(box, '   ');
    expect(post).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Great question');
    await userEvent.click(post);
    await waitFor(() => expect(box).toHaveValue('Great question'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const posts = requests.filter((request) => request.path === '/api/forums/comments/');
    expect(posts.map((request) => request.body)).toEqual([
      { topic: 7, text: 'Great question' },
      { topic: 7, text: 'Great question' },
    ]);
  });

  it('edits one comment at a time, and only the author’s', async () => {
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/forums/topics/7/') {
          return jsonResponse(
            detail({
              comments: [
                comment(2, {
                  can_edit: true,
                  can_delete: true,
                  created_by: { id: 3, first_name: 'Nadia', last_name: 'Rahman' },
                }),
                comment(1, {
                  can_edit: true,
                  can_delete: true,
                  created_by: { id: 3, first_name: 'Nadia', last_name: 'Rahman' },
                }),
                comment(0),
              ],
            }),
          );
        }
        if (path === '/api/forums/comments/2/' && method === 'PUT') return jsonResponse(comment(2));
        return undefined;
      }),
    );
    renderApp(['/forums/topics/7']);
    await screen.findByText('Comment 2');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(screen.getAllByLabelText('Edit your comment')).toHaveLength(1);
    const box = screen.getByLabelText('Edit your comment');
    expect(box).toHaveValue('Comment 1');
    await userEvent.clear(box);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const first = screen.getByLabelText('Edit your comment');
    expect(first).toHaveValue('Comment 2');
    await userEvent.type(first, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        topic: 7,
        text: 'Comment 2!',
      }),
    );
  });
});
