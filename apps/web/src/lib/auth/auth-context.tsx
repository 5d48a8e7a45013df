import type { Role } from '@academy/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../toasts';
import { onSessionExpired } from '../api-client';
import { fetchProfile, profileQueryKey, requestLogin, requestLogout } from './auth-api';
import type { Profile } from './profile';
import {
  SESSION_STORAGE_KEY,
  clearSession,
  readSession,
  writeSession,
  writeUser,
} from './session-storage';
import { useProfileSync } from './use-profile-sync';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  user: Profile | null;
  /** Read from the profile; null with no user. */
  role: Role | null;
  status: AuthStatus;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Signs in, loads the profile and stores the session; errors are logged and re-thrown. */
  login: (email: string, password: string) => Promise<Profile>;
  /** Clears the session, goes to / and revokes the refresh token in the background. */
  logout: () => void;
  /** Replaces the user after a profile update (state and storage). */
  setUser: (user: Profile) => void;
};

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

type State = { status: AuthStatus; user: Profile | null };

function stateFromStorage(): State {
  const session = readSession();
  return session
    ? { status: 'authenticated', user: session.user }
    : { status: 'unauthenticated', user: null };
}

/** Holds the session. Must sit inside the router and QueryClient. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'loading', user: null });

  // Restore the stored session on start; loading ends either way (a failure is logged). As a
  // transition: on a pre-rendered page React may still be taking the page over, and an urgent
  // update reaching a part it has not taken over yet makes it throw that HTML away and render
  // it again, losing what the reader clicked or typed there.
  useEffect(() => {
    let restored: State;
    try {
      restored = stateFromStorage();
    } catch (error) {
      console.error('Failed to restore the session', error);
      restored = { status: 'unauthenticated', user: null };
    }
    startTransition(() => setState(restored));
  }, []);

  // Another tab logged in or out.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) setState(stateFromStorage());
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  // The API client could not refresh the token: it already cleared storage.
  useEffect(
    () =>
      onSessionExpired(() => {
        setState({ status: 'unauthenticated', user: null });
        queryClient.clear();
        toast.error(t('errors:refreshFailed'));
        navigate('/login', { replace: true, state: { from: location } });
      }),
    [location, navigate, queryClient, t],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const tokens = await requestLogin(email, password).catch((error: unknown) => {
        console.error('Login failed', error);
        throw error;
      });
      let user: Profile;
      try {
        user = await fetchProfile(tokens.access);
      } catch (error) {
        console.error('Failed to fetch user profile', error);
        toast.error(t('errors:profileFetchFailed'));
        throw error;
      }
      writeSession({ user, accessToken: tokens.access, refreshToken: tokens.refresh });
      queryClient.setQueryData(profileQueryKey, user);
      // Answers fetched as a visitor (is_enrolled flags, prices) are stale now.
      void queryClient.invalidateQueries();
      setState({ status: 'authenticated', user });
      toast.success(t('auth.loggedIn'));
      return user;
    },
    [queryClient, t],
  );

  const logout = useCallback(() => {
    const session = readSession();
    clearSession();
    // One transition: the page changes to / and the user disappears in the same render, so the
    // guard of a protected page never sees "no user" and sends us to /login instead.
    startTransition(() => {
      navigate('/');
      setState({ status: 'unauthenticated', user: null });
      queryClient.clear();
    });
    toast.success(t('auth.loggedOut'));
    if (session) {
      requestLogout(session).catch((error: unknown) =>
        console.warn('Logout request failed', error),
      );
    }
  }, [navigate, queryClient, t]);

  const setUser = useCallback(
    (user: Profile) => {
      writeUser(user);
      // Keep the polled profile in step, so an older answer cannot overwrite this user.
      queryClient.setQueryData(profileQueryKey, user);
      setState((current) => (current.user ? { ...current, user } : current));
    },
    [queryClient],
  );

  useProfileSync(state.status === 'authenticated', state.user, setUser);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      role: state.user?.role ?? null,
      status: state.status,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      login,
      logout,
      setUser,
    }),
    [state, login, logout, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
