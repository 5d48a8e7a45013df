import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, useNavigate, useRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { listenToHistoryMovesFirst } from '../../../lib/history-moves';
import { useUnsavedChanges } from './use-unsaved-changes';

const message = 'You have unsaved changes. Leave this page anyway?';

function DraftForm() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [isSaved, setIsSaved] = useState(false);
  useUnsavedChanges(!isSaved && title !== '', message);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setIsSaved(true);
        navigate('/saved');
      }}
    >
      <h1>Draft form</h1>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <Link to="/next">Next</Link>
    </form>
  );
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Link to="/form">Open the form</Link> },
    { path: '/form', element: <DraftForm /> },
    { path: '/next', element: <h1>Next page</h1> },
    { path: '/saved', element: <h1>Saved page</h1> },
  ]);
}

/** Real browser history (jsdom's): Back and Forward fire popstate as in a browser. */
async function openForm() {
  // As main.tsx does, before the router listens.
  listenToHistoryMovesFirst();
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <Routes />
    </BrowserRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Open the form' }));
  return screen.findByRole('textbox', { name: 'Title' });
}

describe('useUnsavedChanges with the browser history buttons', () => {
  let confirm: MockInstance<typeof window.confirm>;
  beforeEach(() => {
    confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  });

  it('asks on Back; staying keeps the address and the typed draft, leaving goes back', async () => {
    await userEvent.type(await openForm(), 'Draft');

    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(message));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
    expect(screen.queryByRole('link', { name: 'Open the form' })).not.toBeInTheDocument();

    confirm.mockReturnValue(true);
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Open the form' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks on Forward and stays on the form when the user cancels', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Next page' });
    act(() => window.history.back());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Draft');

    act(() => window.history.forward());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(message));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
    expect(screen.queryByRole('heading', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('does not ask on Back once the form is saved or clean again', async () => {
    const input = await openForm();
    await userEvent.type(input, 'Draft');
    await userEvent.clear(input);
    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Open the form' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Open the form' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Saved page' });
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Draft form' })).toBeVisible();
    expect(window.location.pathname).toBe('/form');
    expect(confirm).not.toHaveBeenCalled();
  });
});
