import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page scrolls to the top on every route change. Not when the app starts:
 * the browser has placed a fresh page at its top already, and on a pre-rendered page the reader
 * may have scrolled before the app took it over (docs/decisions/016).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
