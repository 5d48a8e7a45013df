/** Rendered pages kept, each with the API answers it was made from (oldest dropped first)... */
const CACHED_PAGES = 100;
/** ...for at most an hour, so what depends on the date (the footer's year) stays current. */
const CACHED_PAGE_MS = 60 * 60 * 1000;

type RenderedPage = { html: string; answers: Map<string, string>; renderedAt: number };

/**
 * Pre-rendered pages, each valid while every API answer it was made from (path → body) is still
 * the same: asking the API again is much cheaper than rendering, and never shows stale data.
 */
export function createPageCache(fetchBody: (path: string) => Promise<string | null>) {
  const pages = new Map<string, RenderedPage>();

  return {
    /** The page, when it is cached and its answers have not changed. */
    async get(key: string): Promise<string | null> {
      const page = pages.get(key);
      if (!page || Date.now() - page.renderedAt > CACHED_PAGE_MS) return null;
      const bodies = await Promise.all([...page.answers.keys()].map(fetchBody));
      const isCurrent = [...page.answers.values()].every((body, index) => bodies[index] === body);
      return isCurrent ? page.html : null;
    },

    set(key: string, html: string, answers: Map<string, string>): void {
      pages.delete(key);
      pages.set(key, { html, answers, renderedAt: Date.now() });
      if (pages.size > CACHED_PAGES) pages.delete(pages.keys().next().value as string);
    },
  };
}
