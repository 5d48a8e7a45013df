import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { courseDetail, courseItem, groupTiers } from './test-data';

const page = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const cards = [
  courseItem({
    course_id: 1,
    course_title: 'Enrolled Course',
    is_enrolled: true,
    isEnrolled: true,
  }),
  courseItem({
    course_id: 2,
    course_title: 'Discounted Course',
    price: '8000.00',
    discounted_price: '7000.00',
    discount: {
      discount_id: 1,
      name: 'Sale',
      discount_type: 'fixed',
      value: '1000.00',
      percentage: null,
      price_after_discount: null,
      end_date: null,
    },
  }),
  courseItem({
    course_id: 4,
    course_title: 'Percent Course',
    price: '6000.00',
    discounted_price: '4800.00',
    discount: {
      discount_id: 2,
      name: 'Month',
      discount_type: 'percentage',
      value: '20.00',
      percentage: '20.00',
      price_after_discount: null,
      end_date: null,
    },
  }),
  courseItem({ course_id: 14, course_title: 'Bootcamp', price: '15000.00', badge: 'offer' }),
  courseItem({
    course_id: 20,
    course_title: 'Sit Filled Up',
    badge: 'seats_filled',
    enrollment_open: false,
  }),
  courseItem({ course_id: 19, course_title: 'Coming Soon', badge: 'coming_soon' }),
  courseItem({
    course_id: 9991,
    course_title: 'Advanced AI Techniques',
    status: 'coming_soon',
    badge: 'coming_soon',
    price: '0.00',
  }),
];

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('course cards on /courses', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows every card variant', async () => {
    mockFetch(({ path }) =>
      path === '/api/list-courses/' ? jsonResponse(page(cards)) : jsonResponse([], 200),
    );
    renderApp(['/courses']);
    await screen.findByText('Enrolled Course', {}, { timeout: 5000 });

    const enrolled = within(cardOf('Enrolled Course'));
    expect(enrolled.getByText('Continue learning')).toBeInTheDocument();
    expect(enrolled.getByRole('link', { name: /Continue Course/ })).toHaveAttribute(
      'href',
      '/course/1/progress',
    );
    expect(enrolled.queryByText('View Details')).not.toBeInTheDocument();

    const discounted = within(cardOf('Discounted Course'));
    expect(discounted.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/course/2',
    );
    expect(discounted.getByTestId('course-price')).toHaveTextContent('৳7,000.00');
    expect(discounted.getByTestId('course-original-price').tagName).toBe('S');
    expect(discounted.getByTestId('course-original-price')).toHaveTextContent('৳8,000.00');
    expect(discounted.getByTestId('discount-badge')).toHaveTextContent('৳1000 OFF');
    expect(within(cardOf('Percent Course')).getByTestId('discount-badge')).toHaveTextContent(
      '20% OFF',
    );

    expect(
      within(cardOf('Bootcamp')).getByText('Offer ongoing — click to know more'),
    ).toBeInTheDocument();
    expect(within(cardOf('Bootcamp')).queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(within(cardOf('Sit Filled Up')).getByTestId('status-badge')).toHaveTextContent(
      'Sit Filled Up',
    );
    expect(within(cardOf('Coming Soon')).getByTestId('status-badge')).toHaveTextContent(
      'Coming Soon',
    );

    const placeholder = cardOf('Advanced AI Techniques');
    expect(placeholder).toHaveClass('grayscale');
    expect(within(placeholder).queryByRole('link')).not.toBeInTheDocument();
    expect(within(placeholder).getByText('Not open yet')).toBeInTheDocument();
  });

  it('searches on the server, keeps the search in the URL and shows the empty text', async () => {
    const { requests } = mockFetch(({ path, url }) => {
      if (path !== '/api/list-courses/') return jsonResponse([]);
      return jsonResponse(url.searchParams.get('search') ? page([]) : page(cards));
    });
    const { location } = renderApp(['/courses']);
    await screen.findByText('Enrolled Course', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search for anything'), 'quantum');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No courses found matching your criteria')).toBeInTheDocument();
    expect(location.current?.search).toBe('?search=quantum');
    const listCalls = requests.filter((request) => request.path === '/api/list-courses/');
    expect(Object.fromEntries(listCalls.at(-1)!.url.searchParams)).toEqual({
      page: '1',
      page_size: '12',
      search: 'quantum',
    });
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
  });

  it('is a real GET form to /courses that keeps the sort and filters in force', async () => {
    mockFetch(({ path }) => jsonResponse(path === '/api/list-courses/' ? page(cards) : []));
    renderApp(['/courses?ordering=newest&min_rating=4&page=2']);
    const form = await screen.findByRole('search');
    expect(form).toHaveAttribute('action', '/courses');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByPlaceholderText('Search for anything')).toHaveAttribute('name', 'search');
    // Without the app, the browser sends the box with these: a new search starts at page 1.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      ordering: 'newest',
      min_rating: '4',
      search: '',
    });
  });

  it("answers a failed load with 'Failed to load courses.'", async () => {
    mockFetch(({ path }) =>
      path === '/api/list-courses/' ? jsonResponse({ detail: 'boom' }, 500) : jsonResponse([]),
    );
    renderApp(['/courses']);
    expect(
      await screen.findByText('Failed to load courses.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('sorts with the five options and pages through the server', async () => {
    const { requests } = mockFetch(({ path }) =>
      path === '/api/list-courses/' ? jsonResponse(page(cards, 30)) : jsonResponse([]),
    );
    const { location } = renderApp(['/courses']);
    await screen.findByText('Enrolled Course', {}, { timeout: 5000 });
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['popularity', 'rating', 'newest', 'price-low', 'price-high']);
    const user = userEvent.setup();
    await user.selectOptions(sort, 'price-high');
    await waitFor(() => expect(location.current?.search).toBe('?ordering=price-high'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location.current?.search).toBe('?ordering=price-high&page=3'));
    const last = requests.filter((request) => request.path === '/api/list-courses/').at(-1)!;
    expect(last.url.searchParams.get('page')).toBe('3');
    expect(last.url.searchParams.get('ordering')).toBe('price-high');
  });

  it('applies a valid price range and explains a wrong one until it is fixed', async () => {
    const { requests } = mockFetch(({ path }) =>
      path === '/api/list-courses/' ? jsonResponse(page(cards)) : jsonResponse([]),
    );
    const { location } = renderApp(['/courses']);
    await screen.findByText('Enrolled Course', {}, { timeout: 5000 });
    const user = userEvent.setup();
    const min = screen.getByLabelText('Minimum price');
    const max = screen.getByLabelText('Maximum price');

    await user.clear(min);
    await user.type(min, '5000');
    await user.clear(max);
    await user.type(max, '2000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(
      await screen.findByText('The minimum price must not be above the maximum.'),
    ).toBeInTheDocument();
    expect(location.current?.search).toBe('');

    await user.clear(max);
    await user.type(max, '9000');
    await waitFor(() =>
      expect(
        screen.queryByText('The minimum price must not be above the maximum.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(location.current?.search).toBe('?min_price=5000&max_price=9000'));
    const last = requests.filter((request) => request.path === '/api/list-courses/').at(-1)!;
    expect(last.url.searchParams.get('max_price')).toBe('9000');
  });

  it('filters by category and minimum rating on the server, then resets', async () => {
    const { requests } = mockFetch(({ path }) => {
      if (path === '/api/list-courses/') return jsonResponse(page(cards));
      if (path === '/api/categories/') {
        return jsonResponse([
          { category_id: 1, category_name: 'Clinical Research', slug: 'clinical-research' },
          { category_id: 4, category_name: 'Ethics', slug: 'ethics' },
        ]);
      }
      return jsonResponse([]);
    });
    const { location } = renderApp(['/courses']);
    await screen.findByText('Enrolled Course');
    const user = userEvent.setup();
    const lastList = () =>
      requests.filter((request) => request.path === '/api/list-courses/').at(-1)!.url.searchParams;

    await user.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Ethics' }),
    );
    await waitFor(() => expect(location.current?.search).toBe('?category=ethics'));
    await waitFor(() => expect(lastList().get('category')).toBe('ethics'));

    await user.selectOptions(screen.getByLabelText('Minimum rating'), '4 and up');
    await waitFor(() => expect(location.current?.search).toBe('?category=ethics&min_rating=4'));
    await waitFor(() => expect(lastList().get('min_rating')).toBe('4'));
    expect(lastList().get('category')).toBe('ethics');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location.current?.search).toBe(''));
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Minimum rating')).toHaveValue('0');
  });
});

describe('course detail', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const bootcamp = courseDetail({
    course_id: 14,
    course_title: 'AI Research Bootcamp',
    price: '15000.00',
    rating: null,
    badge: 'offer',
    price_tiers: groupTiers,
  });

  it('sends a visitor to /login with a toast, remembering the course', async () => {
    const error = vi.spyOn(toast, 'error');
    mockFetch(() => jsonResponse(bootcamp));
    const { location } = renderApp(['/course/14?students=2']);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'AI Research Bootcamp' },
      { timeout: 5000 },
    );
    expect(document.title).toBe('AI Research Bootcamp · Academy');
    expect(screen.getByTestId('course-rating')).toHaveTextContent('4.5');
    expect(screen.getByRole('radio', { name: /2 students/ })).toBeChecked();
    expect(screen.getByTestId('enrol-total')).toHaveTextContent('৳26,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Enroll 2 students' }));
    expect(error).toHaveBeenCalledWith('Please log in to enroll in this course');
    await waitFor(() => expect(location.current?.pathname).toBe('/login'));
    expect(location.current?.state).toMatchObject({
      from: { pathname: '/course/14', search: '?students=2' },
    });
  });

  it('carries the chosen tier to the payment step for a signed-in reader', async () => {
    storeSession();
    mockFetch(({ path }) =>
      path === '/api/course-details/14/'
        ? jsonResponse(bootcamp)
        : jsonResponse({ detail: 'Not found.' }, 404),
    );
    const { location } = renderApp(['/course/14?students=1&tier=single']);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'AI Research Bootcamp' },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /3 students/ }));
    expect(screen.getByTestId('enrol-total')).toHaveTextContent('৳30,000.00');
    await user.click(screen.getByRole('button', { name: 'Enroll 3 students' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/payment'));
    expect(location.current?.search).toBe('?course=14&students=3');
    expect(location.current?.state).toMatchObject({
      students: 3,
      payment_type: 'trio',
      price_per_student: '10000.00',
      total: '30000.00',
      course: { course_id: 14 },
    });
  });

  it("offers 'Continue Learning' to an enrolled reader", async () => {
    storeSession();
    mockFetch(() =>
      jsonResponse(courseDetail({ course_id: 1, course_title: 'Mine', is_enrolled: true })),
    );
    renderApp(['/course/1']);
    expect(
      await screen.findByRole('link', { name: 'Continue Learning' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/course/1/progress');
  });

  it("answers 'Course not found' for a 404 and 'Failed to load course details.' otherwise", async () => {
    mockFetch(() => jsonResponse({ detail: 'Not found.' }, 404));
    renderApp(['/course/999']);
    expect(await screen.findByText('Course not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("answers 'Failed to load course details.' when the server fails", async () => {
    mockFetch(() => jsonResponse({ detail: 'boom' }, 500));
    renderApp(['/course/2']);
    expect(
      await screen.findByText('Failed to load course details.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('shows outcomes, prerequisites and the outline with lesson and video counts', async () => {
    mockFetch(() => jsonResponse(courseDetail({ course_id: 3, course_title: 'Outline Course' })));
    renderApp(['/course/3']);
    await screen.findByRole('heading', { level: 1, name: 'Outline Course' }, { timeout: 5000 });
    expect(screen.getByText('Build a prediction model')).toBeInTheDocument();
    expect(screen.getByText('Basic statistics')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    const module = screen.getByTestId('course-module');
    expect(module).toHaveTextContent('1 lesson · 1 video');
    await userEvent.click(screen.getByRole('tab', { name: 'Instructor' }));
    expect(screen.getByText('Machine learning researcher.')).toBeInTheDocument();
  });
});

describe('home', () => {
  it('brings the chosen category first in the featured grid', async () => {
    const featured = [
      courseItem({
        course_id: 1,
        course_title: 'Clinical One',
        category_slug: 'clinical-research',
      }),
      courseItem({
        course_id: 2,
        course_title: 'Ethics One',
        category_slug: 'ethics',
        category_name: 'Ethics',
      }),
    ];
    const neuro = [
      courseItem({
        course_id: 3,
        course_title: 'Neuro One',
        category_slug: 'neuroscience',
        category_name: 'Neuroscience',
      }),
    ];
    mockFetch(({ path, url }) => {
      if (path === '/api/list-courses/') {
        return jsonResponse(
          page(url.searchParams.get('category') === 'neuroscience' ? neuro : featured),
        );
      }
      if (path === '/api/course-details/14/') {
        return jsonResponse(courseDetail({ course_id: 14, price_tiers: groupTiers }));
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    renderApp(['/']);
    await screen.findByText('Clinical One', {}, { timeout: 5000 });
    const titles = () =>
      screen
        .getAllByTestId('course-card')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(titles()).toEqual(['Clinical One', 'Ethics One']);

    await userEvent.click(screen.getByRole('button', { name: 'Neuroscience' }));
    await waitFor(() => expect(titles()).toEqual(['Neuro One', 'Clinical One', 'Ethics One']));
    expect(screen.getByRole('button', { name: 'Neuroscience' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Pricing from course 14's tiers, each card opening the course with its tier.
    const tiers = await screen.findAllByTestId('pricing-tier');
    expect(tiers).toHaveLength(3);
    expect(within(tiers[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/course/14?students=2&price=13000.00&savings=2000.00&tier=duo',
    );
    const pricing = screen.getByRole('region', { name: 'Learn solo or together' });
    expect(within(pricing).getByText(/save up to 33% each/)).toBeInTheDocument();
    expect(screen.getByText('Completion Rate')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Expert-led online courses in machine learning, AI research and programming for medical and research professionals in Bangladesh.',
    );
  });
});
