import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMOJIS, EmojiPicker } from './emoji-picker';

function Harness() {
  const [text, setText] = useState('Hello');
  return (
    <>
      <output>{text}</output>
      <EmojiPicker
        onSelect={(emoji) => setText((current) => current + emoji)}
        toggleLabel="Add emoji"
        pickerLabel="Emoji"
      />
    </>
  );
}

describe('EmojiPicker', () => {
  it('opens and closes with its toggle', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Add emoji' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('group', { name: 'Emoji' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('group', { name: 'Emoji' })).not.toBeInTheDocument();
  });

  it('appends the chosen emoji and closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    await user.click(screen.getByRole('button', { name: EMOJIS[14] }));
    expect(screen.getByRole('status')).toHaveTextContent(`Hello${EMOJIS[14]}`);
    expect(screen.queryByRole('group', { name: 'Emoji' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Emoji' })).not.toBeInTheDocument();
  });
});
