import { lazy, type ComponentType } from 'react';

/** React.lazy for a page module's named export (the codebase uses named exports only). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
