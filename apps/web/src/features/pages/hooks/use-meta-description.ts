import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while it is shown and restores the site-wide one
 * after. index.html already holds that tag, so it is updated in place: React's hoisted <meta>
 * would add a second description rather than replace the first.
 */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
