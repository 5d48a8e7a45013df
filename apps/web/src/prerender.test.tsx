import { AFTER_PAINT_SCRIPT, type ApiAnswer } from '@academy/contract/prerender';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from './app/page-state';
import { courseDetail, courseItem, groupTiers } from './features/catalogue/test-data';
import { createPageRenderer } from './prerender';
import { renderDocument } from './prerender/render-document';

// The real renderer, counted: a render is the cost the page cache saves.
vi.mock('./prerender/render-document', async (importOriginal) => {
  const original = await importOriginal<{ renderDocument: typeof renderDocument }>();
  return { renderDocument: vi.fn(original.renderDocument) };
});

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Academy</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js"></head>' +
  '<body><div id="root"></div></body></html>';

const bootcamp = courseDetail({
  course_id: 14,
  course_title: 'AI Research Bootcamp',
  price: '15000.00',
  price_tiers: groupTiers,
});

/** The API as the server's pre-renderer reaches it: path (with query) → JSON answer. */
let answers: Map<string, unknown>;
let requested: string[];

async function fetchApi(path: string): Promise<ApiAnswer> {
  requested.push(path);
  const url = new URL(path, 'http://localhost');
  const body = answers.get(url.pathname);
  return body === undefined
    ? { status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }
    : { status: 200, contentType: 'application/json', body: JSON.stringify(body) };
}

const renderPage = createPageRenderer({ fetchApi });

function pageState(html: string): PageState {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page state');
  return JSON.parse(json) as PageState;
}

beforeEach(() => {
  requested = [];
  answers = new Map<string, unknown>([
    ['/api/course-details/14/', bootcamp],
    // The course page asks for its coming live classes too; this one has none.
    ['/api/courses/14/live-schedule/', { results: [] }],
    // And for its cohorts, to enrol in one; this course is self-paced.
    ['/api/courses/14/cohorts/', { is_cohort_based: false, cohorts: [] }],
    [
      '/api/list-courses/',
      {
        count: 2,
        next: null,
        previous: null,
        results: [
          courseItem({ course_id: 1, course_title: 'Survival Analysis in R' }),
          courseItem({ course_id: 2, course_title: 'Writing a Grant Proposal' }),
        ],
      },
    ],
    [
      '/api/categories/',
      [{ category_id: 1, category_name: 'Clinical Research', slug: 'clinical' }],
    ],
  ]);
});

describe('pre-rendering public pages on the server', () => {
  it('renders the home page with its courses and hands the browser what it was made from', async () => {
    const html = await renderPage(TEMPLATE, '/', undefined);

    expect(html).toContain('<div id="root">');
    expect(html).toContain('Learn machine learning and AI for medical research');
    expect(html).toContain('Survival Analysis in R');
    const state = pageState(html!);
    expect(state.language).toBe('en');
    expect(Object.keys(state.strings)).toEqual(expect.arrayContaining(['nav', 'catalogue']));
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['catalogue', 'course', '14']);
    expect(keys).toContainEqual(['catalogue', 'courses', { page: 1, page_size: 8 }]);
  });

  it("renders a course page in the reader's language, with its title in the head", async () => {
    const html = await renderPage(TEMPLATE, '/course/14', 'bn');

    expect(html).toMatch(/^<!doctype html><html lang="bn">/);
    expect(html).toContain('<title>AI Research Bootcamp · একাডেমি</title>');
    expect(html).not.toContain('<title>Academy</title>');
    expect(pageState(html!).language).toBe('bn');
  });

  it('starts the scripts with the one allowed inline script, which comes before the page', async () => {
    const html = (await renderPage(TEMPLATE, '/courses', undefined))!;

    // Nothing in the head fetches a script while the page paints.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      `<body><script data-entry="/assets/index-1.js" data-preload="/assets/vendor-1.js">${AFTER_PAINT_SCRIPT}</script><div id="root">`,
    );
    expect(html).toContain('Writing a Grant Proposal');
  });

  it('escapes text from the API so it cannot end the state script', async () => {
    answers.set(
      '/api/course-details/14/',
      courseDetail({ course_id: 14, course_title: '</script><script>alert(1)</script>' }),
    );
    const html = await renderPage(TEMPLATE, '/course/14', undefined);

    expect(html).not.toContain('<script>alert(1)');
    expect(pageState(html!).queries.queries[0]?.state.data).toMatchObject({
      course_title: '</script><script>alert(1)</script>',
    });
  });

  it('leaves other pages, and pages whose answer failed, to the browser', async () => {
    expect(await renderPage(TEMPLATE, '/login', undefined)).toBeNull();
    expect(await renderPage(TEMPLATE, '/dashboard', undefined)).toBeNull();
    expect(await renderPage(TEMPLATE, '/course/99', undefined)).toBeNull();
  });

  it('serves a page again from its answers while they are unchanged', async () => {
    const first = await renderPage(TEMPLATE, '/course/14?students=2', undefined);
    // A new render would carry new answer times (dataUpdatedAt) in its state.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await renderPage(TEMPLATE, '/course/14?students=2', undefined);
    expect(again).toBe(first);

    answers.set('/api/course-details/14/', { ...bootcamp, course_title: 'Bootcamp, renamed' });
    const changed = await renderPage(TEMPLATE, '/course/14?students=2', undefined);
    expect(changed).toContain('Bootcamp, renamed');
    expect(changed).not.toContain('AI Research Bootcamp');
  });

  it('renders a page once for any query string of noise, and once per parameter it reads', async () => {
    const renders = vi.mocked(renderDocument);
    renders.mockClear();
    const visits = Array.from({ length: 50 }, () =>
      renderPage(TEMPLATE, `/course/14?x=${Math.random().toString(36).slice(2)}`, 'en'),
    );
    const pages = await Promise.all(visits);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('AI Research Bootcamp');
    expect(renders).toHaveBeenCalledTimes(1);
    expect(renders.mock.calls[0]?.[1]).toBe('/course/14');

    await renderPage(TEMPLATE, '/courses?page=2&utm_source=mail', 'en');
    await renderPage(TEMPLATE, '/courses?fbclid=1&page=2', 'en');
    await renderPage(TEMPLATE, '/courses?page=3', 'en');
    await renderPage(TEMPLATE, '/courses?page=3', 'bn');
    expect(renders.mock.calls.slice(1).map(([, url, language]) => `${language} ${url}`)).toEqual([
      'en /courses?page=2',
      'en /courses?page=3',
      'bn /courses?page=3',
    ]);
  });
});
