import { Outlet } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { ScrollToTop } from './scroll-to-top';

/** The top of the route tree: the session needs the router (it navigates on login/logout). */
export function RootRoute() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <Outlet />
    </AuthProvider>
  );
}
