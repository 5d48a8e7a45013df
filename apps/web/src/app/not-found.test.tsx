import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('404 page', () => {
  beforeEach(() => {
    mockFetch(() => jsonResponse({}, 404));
  });

  it('shows Page Not Found for any unknown path', async () => {
    renderApp(['/no/such/page']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('goes back in history with Go Back', async () => {
    const { location } = renderApp(['/courses', '/no/such/page']);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/courses');
  });

  it('goes home with Back to Home', async () => {
    const { location } = renderApp(['/courses', '/no/such/page']);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Learn machine learning and AI for medical research',
      }),
    ).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/');
  });
});
