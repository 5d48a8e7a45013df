import { expect, type Page, type Response } from '@playwright/test';
import { localeStrings, normalise } from './locale-strings.ts';

// What a reader sees must be translated. A page fails on a visible `{{`, on a raw
// translation key, and, in Bangla, on a whole English string of the locale files or on Latin
// digits, unless that text is data (names, titles, course content) the server sent. A notification's sentence is not
// data when the server sends its key: the app must word it in the reader's language. Nor is a
// category's English name in Bangla once the category has a Bangla one (`category_name_bn`).

export type Language = 'en' | 'bn';
export type PageText = { text: string; where: string };
export type TextDefect = {
  rule: 'placeholder' | 'raw-key' | 'english' | 'latin-digits' | 'english-category';
  text: string;
  where: string;
};

/**
 * Strings the server sent to the page (JSON answers and the state a pre-rendered page embeds):
 * data, which stays in the language it was written in. Error details are not data: the app
 * translates them.
 */
export function watchPageData(page: Page) {
  const strings = new Set<string>();
  /** English names of categories that have a Bangla one: never shown on a Bangla page. */
  const englishCategories = new Set<string>();
  const pending: Promise<void>[] = [];
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key !== 'detail') strings.add(normalise(value));
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') {
      const { category_name: name, category_name_bn: nameBn } = value as Record<string, unknown>;
      if (typeof name === 'string' && typeof nameBn === 'string' && nameBn !== '')
        englishCategories.add(normalise(name));
      for (const [childKey, child] of Object.entries(value)) {
        // A notification with a text key is worded by the app: its English `message` is not data.
        if (childKey === 'message' && 'text' in value && value.text) continue;
        collect(child, childKey);
      }
    }
  };
  const read = async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const url = response.url();
    if (type.includes('application/json') && url.includes('/api/')) {
      collect(await response.json().catch(() => null));
    } else if (type.includes('text/html') && response.request().resourceType() === 'document') {
      const html = await response.text().catch(() => '');
      // A pre-rendered page's API answers; not its `strings`, which are the locale files.
      const state = html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/s);
      if (state) collect((JSON.parse(state[1]!) as { queries?: unknown }).queries);
    }
  };
  page.on('response', (response) => {
    pending.push(read(response));
  });
  return {
    strings,
    englishCategories,
    /** Reads the catalogue's categories, so every page knows them, fetched in this visit or not. */
    loadCategories: async () => {
      const answer = await page.request.get('/api/categories/');
      collect(await answer.json());
    },
    /** Waits for every answer seen so far to be read. */
    settle: async () => {
      await Promise.all(pending.splice(0));
    },
    /** Data the page shows without fetching it in this visit (e.g. seeded titles read elsewhere). */
    add: (values: unknown) => collect(values),
  };
}

/** Every piece of text a reader can see or hear: visible text nodes, labels, placeholders, alt. */
export async function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
    const describe = (element: Element) => {
      const region = element.closest('main, header, footer, nav, [role=dialog], [role=tabpanel]');
      return `${region ? region.tagName.toLowerCase() + ' > ' : ''}${element.tagName.toLowerCase()}`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.nodeValue?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (shown(parent)) texts.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll(
      '[placeholder], [aria-label], img[alt], [title]',
    )) {
      if (!shown(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push({ text: value, where: `${describe(element)}[${name}]` });
      }
    }
    return texts;
  });
}

const KEY_LIKE = /[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+|[A-Za-z][\w-]*:[\w-]+/g;

/** The defects among a page's texts; `data` are strings the server sent, exempt from 'english'. */
export function findTranslationDefects(
  texts: readonly PageText[],
  language: Language,
  data: ReadonlySet<string>,
  englishCategories: ReadonlySet<string> = new Set(),
): TextDefect[] {
  const isData = (text: string) =>
    data.has(text) || [...data].some((value) => value.length > text.length && value.includes(text));
  const defects: TextDefect[] = [];
  for (const { text: raw, where } of texts) {
    const text = normalise(raw);
    if (text.includes('{{') || text.includes('}}'))
      defects.push({ rule: 'placeholder', text, where });
    const keys = [text, ...(text.match(KEY_LIKE) ?? [])].filter((candidate) =>
      localeStrings.rawKeys.has(candidate),
    );
    if (keys.length > 0) defects.push({ rule: 'raw-key', text, where });
    if (language === 'bn' && localeStrings.englishOnly.has(text) && !isData(text))
      defects.push({ rule: 'english', text, where });
    if (language === 'bn' && hasOwnLatinDigits(text, data))
      defects.push({ rule: 'latin-digits', text, where });
    if (language === 'bn' && englishCategories.has(text))
      defects.push({ rule: 'english-category', text, where });
  }
  return defects;
}

/**
 * A Bangla page writes its own numbers in Bangla digits ('নোট (২)'): Latin digits are a defect
 * unless they belong to data the server sent (an invoice number, an email, a title) that the
 * text contains.
 */
function hasOwnLatinDigits(text: string, data: ReadonlySet<string>): boolean {
  if (!/[0-9]/.test(text)) return false;
  // A piece of data, as a rich text's paragraph or a title in a sentence of the page.
  for (const value of data) if (value.includes(text)) return false;
  let rest = text;
  for (const value of data) {
    if (/[0-9]/.test(value) && rest.includes(value)) rest = rest.split(value).join(' ');
  }
  return /[0-9]/.test(rest);
}

/** Fails, listing every defect, unless the page as it is now is fully translated. */
export async function expectTranslated(
  page: Page,
  language: Language,
  data: ReturnType<typeof watchPageData>,
) {
  await data.settle();
  const defects = findTranslationDefects(
    await pageTexts(page),
    language,
    data.strings,
    data.englishCategories,
  );
  expect.soft(defects, `untranslated text on ${page.url()} (${language})`).toEqual([]);
}
