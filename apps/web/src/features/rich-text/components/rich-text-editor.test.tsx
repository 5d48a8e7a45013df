import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror asks for boxes while it maps the caret.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const box = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = box;
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});

function renderEditor(initialHtml = '') {
  const onChange = vi.fn();
  render(
    <>
      <span id="body-label">Body</span>
      <RichTextEditor initialHtml={initialHtml} onChange={onChange} labelId="body-label" />
    </>,
  );
  return { onChange, area: screen.getByRole('textbox', { name: 'Body' }) };
}

describe('RichTextEditor', () => {
  it('is one tab stop whose arrows, Home and End move between the tools', async () => {
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const tools = [...toolbar.querySelectorAll('button')];
    expect(tools.filter((tool) => tool.tabIndex === 0)).toHaveLength(1);
    tools[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subheading' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Maths (LaTeX)' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Heading' }));
    expect(screen.getByRole('button', { name: 'Heading' }).tabIndex).toBe(0);
  });

  it('turns Markdown shortcuts into blocks and says which toggles are on', async () => {
    const { onChange, area } = renderEditor();
    await userEvent.click(area);
    await userEvent.keyboard('## Odds');
    expect(onChange).toHaveBeenLastCalledWith('<h2>Odds</h2>');
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps Bangla typed through an input method', async () => {
    const { onChange, area } = renderEditor('<p></p>');
    const paragraph = area.querySelector('p')!;
    await act(async () => {
      area.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      paragraph.textContent = 'সম্ভাবনা';
      area.dispatchEvent(
        new CompositionEvent('compositionend', { bubbles: true, data: 'সম্ভাবনা' }),
      );
      area.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'সম্ভাবনা' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>সম্ভাবনা</p>');
  });

  it('asks for a link and refuses javascript: addresses', async () => {
    const { area } = renderEditor('<p>guide</p>');
    await userEvent.click(area);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Link address (empty removes the link)' }),
      'javascript:alert(1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a link starting with https://, http:// or mailto:',
    );
  });

  it('parses what is pasted into the allowed structure only', () => {
    const { area } = renderEditor(
      '<h1 style="color:red">Title</h1><p class="MsoNormal"><span style="font-size:14pt">Word</span> text</p><script>x()</script>',
    );
    expect(area.innerHTML).not.toMatch(/style=|class="MsoNormal"|<script/);
    expect(area.querySelector('h1')).toBeNull();
  });
});
