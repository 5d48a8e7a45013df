/**
 * Where a visitor sent to /login wanted to go. RequireAuth stores the origin as location state
 * `from`; GuestOnly sends the user back there once signed in, else to /dashboard.
 */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

export function getReturnPath(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  const pathname = from?.pathname;
  // Only paths of this app: '/x', never '//host' (protocol-relative) or a full URL.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  // Never bounce back to the pages that only visitors see.
  if (['/login', '/signup'].includes(pathname.replace(/\/$/, ''))) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
