import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, FaqAccordion } from './faq-accordion';

const questions = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('FaqAccordion', () => {
  it('has 14 questions, each a button in a heading controlling a hidden answer', () => {
    render(<FaqAccordion />);
    expect(FAQ_ITEMS).toHaveLength(14);
    expect(questions()).toHaveLength(14);
    for (const button of questions()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.parentElement?.tagName).toBe('H2');
      expect(panelOf(button)).not.toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'What happens if I miss a live class?' })).toBe(
      questions()[8],
    );
  });

  it('keeps a single answer open', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const [first, second] = questions();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first!)).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first!)).not.toBeVisible();
    expect(questions().filter((q) => q.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('says missed live classes are recorded and uploaded within 24 hours', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const missed = screen.getByRole('button', { name: 'What happens if I miss a live class?' });
    await user.click(missed);
    expect(panelOf(missed)).toHaveTextContent(
      "Don't worry: every live class is recorded and the recording is uploaded to your course within 24 hours.",
    );
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const all = questions();
    all[0]!.focus();
    await user.keyboard('{Enter}');
    expect(all[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(all[1]).toHaveAttribute('aria-expanded', 'true');
    expect(all[0]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(all[13]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(all[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(all[13]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all[0]).toHaveFocus();
  });
});
