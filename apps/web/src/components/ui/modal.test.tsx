import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Course insight">
        <p>Plays</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('makes the page behind it inert while open, and gives it back on close', async () => {
    const user = userEvent.setup();
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    render(<Page />, { container: app });

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Course insight' })).toBeInTheDocument();
    expect(app).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    app.remove();
  });
});
