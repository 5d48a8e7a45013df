import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a page module's named export (the codebase uses named exports only), with
 * `preload()` to start loading it before it renders (main.tsx, for the page being opened).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Page = lazy(async () => ({ default: (await loadOnce())[name] }));
  const preload = () => {
    loadOnce().catch(() => {
      // Rendering the page reports the failure (route-error-boundary.tsx).
    });
  };
  return Object.assign(Page, { preload });
}
