import { useLocation } from 'react-router';
import { getReturnPath, guestPathReturningTo, safeReturnPath } from './redirect';

/**
 * Addresses of /login and /signup that bring the visitor back to what they were doing: from a
 * guest page, the return path it already carries; from any other page but home, that page (from
 * home, as from nowhere, the dashboard follows).
 */
export function useGuestLinks(): { login: string; signup: string } {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const returnPath =
    (location.pathname === '/' ? null : safeReturnPath(here)) ??
    getReturnPath(location.state, location.search);
  return {
    login: guestPathReturningTo('/login', returnPath),
    signup: guestPathReturningTo('/signup', returnPath),
  };
}
