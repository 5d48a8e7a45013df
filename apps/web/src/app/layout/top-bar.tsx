import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button-link';
import { getFullName } from '../../lib/auth/profile';
import { useAuth } from '../../lib/auth/use-auth';
import { useGuestLinks } from '../../lib/auth/use-guest-links';
import { cx } from '../../lib/class-names';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { UnreadLinks } from './unread-links';

// Radix's menu and its positioning engine are only needed by signed-in users: a separate chunk.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** The fixed top bar. */
export function TopBar() {
  const { t } = useTranslation('nav');
  const { user, isAuthenticated, isLoading } = useAuth();
  const guestLinks = useGuestLinks();
  const items = navItems.filter((item) => isAuthenticated || !item.signedInOnly);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-topbar border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="relative mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('primary')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cx(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle />
          {!isLoading && isAuthenticated && user && (
            <>
              <UnreadLinks />
              <div className="hidden md:block">
                <Suspense fallback={<Avatar name={getFullName(user)} size="md" />}>
                  <ProfileMenu user={user} />
                </Suspense>
              </div>
            </>
          )}
          {!isLoading && !isAuthenticated && (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to={guestLinks.login} variant="ghost" size="sm">
                {t('login')}
              </ButtonLink>
              <ButtonLink to={guestLinks.signup} size="sm">
                {t('signUp')}
              </ButtonLink>
            </div>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
