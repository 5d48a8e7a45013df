import { AFTER_PAINT_SCRIPT } from '@academy/contract/prerender';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdEarlyEvents, replayEarlyEvents } from './early-events';

/** A page part with each kind of control a person uses before the app has taken it over. */
function Controls() {
  const [clicks, setClicks] = useState(0);
  const [text, setText] = useState('');
  const [sort, setSort] = useState('popular');
  const [tier, setTier] = useState('1');
  const [submitted, setSubmitted] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(text);
      }}
    >
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Open menu{' '}
        <svg>
          <path d="M0 0" />
        </svg>
      </button>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <select aria-label="Sort by" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="popular">Popular</option>
        <option value="newest">Newest</option>
      </select>
      {['1', '2'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="tier"
            value={value}
            checked={tier === value}
            onChange={() => setTier(value)}
          />
          {value} students
        </label>
      ))}
      <button type="submit">Search</button>
      <output>{`clicks=${clicks} text=${text} sort=${sort} tier=${tier} submitted=${submitted}`}</output>
    </form>
  );
}

let root: Root | undefined;

beforeAll(() => {
  // This test drives React itself (hydrateRoot), not through Testing Library's render.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete window.__earlyEvents;
  document.body.innerHTML = '';
});

/** The server's HTML with the page's inline script run before it, as the browser runs it. */
function preRenderedPage(): HTMLElement {
  const boot = document.createElement('script');
  boot.dataset.entry = '/assets/index.js';
  document.body.append(boot);
  Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
  try {
    new Function(AFTER_PAINT_SCRIPT)();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Controls />);
  document.body.append(container);
  return container;
}

function typeInto(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function takeOver(container: HTMLElement) {
  holdEarlyEvents();
  await act(async () => {
    root = hydrateRoot(container, <Controls />);
  });
  await act(() => replayEarlyEvents(container));
}

const output = (container: HTMLElement) => container.querySelector('output')!.textContent;

describe('what a person does before the app takes the page over', () => {
  it('is replayed once, in order, when the app has taken over', async () => {
    const page = preRenderedPage();
    const [menu, search] = [page.querySelector('button')!, page.querySelector('input')!];

    // An icon inside the button is what the finger hits.
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.querySelector('path')!.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    typeInto(search, 'neuro');
    typeInto(search, 'neuroscience');
    choose(page.querySelector('select')!, 'newest');
    page.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.click();
    page.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(output(page)).toBe('clicks=0 text= sort=popular tier=1 submitted=');

    await takeOver(page);

    expect(output(page)).toBe(
      'clicks=1 text=neuroscience sort=newest tier=2 submitted=neuroscience',
    );
    expect(menu.isConnected).toBe(true);
    expect(search.value).toBe('neuroscience');
  });

  it('holds what the person does while the app is taking over, and then lets it through', async () => {
    const page = preRenderedPage();
    holdEarlyEvents();
    typeInto(page.querySelector('input')!, 'grant');
    page.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await act(async () => {
      root = hydrateRoot(page, <Controls />);
    });
    // React listens now, but has not been told of the text: the submit waits for the replay.
    expect(output(page)).toBe('clicks=0 text= sort=popular tier=1 submitted=');

    await act(() => replayEarlyEvents(page));
    expect(output(page)).toBe('clicks=0 text=grant sort=popular tier=1 submitted=grant');

    // Capturing has stopped: the app answers directly, once.
    act(() => page.querySelector('button')!.click());
    expect(output(page)).toBe('clicks=1 text=grant sort=popular tier=1 submitted=grant');
  });

  it('leaves a link to the browser before the app starts', () => {
    const page = preRenderedPage();
    const link = document.createElement('a');
    link.href = '#faq';
    page.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.__earlyEvents!.take()).toEqual([]);
  });
});
