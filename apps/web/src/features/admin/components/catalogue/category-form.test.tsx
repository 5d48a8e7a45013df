import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { CategoryForm } from './category-form';

function renderForm(category: Parameters<typeof CategoryForm>[0]['category'] = null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CategoryForm category={category} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('catalogue settings forms (category form)', () => {
  it('checks the body with the contract before sending anything', async () => {
    const { requests } = mockFetch(() => jsonResponse({ detail: 'Not found.' }, 404));
    const { onClose, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);
    expect(requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates with POST and closes', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ id: 9, name: 'Genomics', slug: 'genomics', position: 0 }, 201),
    );
    const { onClose, user } = renderForm();
    await user.type(screen.getByLabelText(/^Name(?! in)/), 'Genomics');
    await user.type(screen.getByLabelText(/^Name in Bangla/), 'জিনোমিক্স');
    await user.type(screen.getByLabelText(/^URL slug/), 'genomics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/categories/',
      body: { name: 'Genomics', name_bn: 'জিনোমিক্স', slug: 'genomics', position: 0 },
    });
  });

  it('updates with PUT, shows the server field errors next to their inputs and stays open', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ slug: ['A category with this slug already exists.'] }, 400),
    );
    const { onClose, user } = renderForm({
      id: 4,
      name: 'Ethics',
      slug: 'ethics',
      position: 4,
    } as Parameters<typeof CategoryForm>[0]['category']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A category with this slug already exists.'),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/admin/categories/4/' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
