import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton';
import { getReturnPath } from '../lib/auth/redirect';
import { useAuth } from '../lib/auth/use-auth';

/**
 * Login-required routes: a visitor goes to /login and the origin is remembered as location state
 * `from`. Role rules are the server's; pages read `can_*` flags from answers.
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * /login and /signup: a signed-in user goes back to the remembered origin (state `from` or a safe
 * `?next=` path), else /dashboard.
 */
export function GuestOnly() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (isAuthenticated)
    return <Navigate to={getReturnPath(location.state, location.search)} replace />;
  return <Outlet />;
}
