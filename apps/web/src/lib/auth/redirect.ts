/**
 * Where a visitor sent to /login or /signup wanted to go. RequireAuth and the enrol button store
 * the origin as location state `from`; links between login and sign-up also carry it in the
 * address as `?next=` (it survives a reload during the code step). GuestOnly sends the user back
 * there once signed in, else to /dashboard.
 */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** The query parameter that carries the return path through login and sign-up. */
export const NEXT_PARAM = 'next';

export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

const GUEST_PATHS = ['/login', '/signup'];

/**
 * `path` if it is a path of this app, else null: it must start with one '/', never '//' or '/\'
 * (another host to a browser), and resolve on this origin; never a page only visitors see.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  // Whitespace and control characters: browsers drop some of them, which can turn '/\t/x' into '//x'.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char))) return null;
  const base = 'https://academy.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (GUEST_PATHS.includes(url.pathname.replace(/\/$/, ''))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The remembered origin (state `from`, else `?next=`), or /dashboard. */
export function getReturnPath(state: unknown, search = ''): string {
  const from = (state as RedirectState | null)?.from;
  if (from && typeof from.pathname === 'string') {
    const fromState = safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
    if (fromState) return fromState;
  }
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return safeReturnPath(next) ?? DEFAULT_SIGNED_IN_PATH;
}

/** `/login` or `/signup` carrying the return path, when there is one to carry. */
export function guestPathReturningTo(guestPath: '/login' | '/signup', returnPath: string): string {
  if (returnPath === DEFAULT_SIGNED_IN_PATH) return guestPath;
  return `${guestPath}?${new URLSearchParams({ [NEXT_PARAM]: returnPath }).toString()}`;
}
