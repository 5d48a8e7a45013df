import { LogIn, LogOut, Menu, MessagesSquare, UserPlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useUnreadIndicators } from '../../features/notifications/api/get-notifications';
import { useAuth } from '../../lib/auth/use-auth';
import { useGuestLinks } from '../../lib/auth/use-guest-links';
import { cx } from '../../lib/class-names';
import { navItems, workspaceItems } from './nav-items';
import { UnreadDot } from './unread-links';

export const MOBILE_MENU_ID = 'mobile-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100',
  );

/** The course inbox, which the top bar has no room for below 640 px, with its unread dot. */
function MobileInboxLink() {
  const { t } = useTranslation('nav');
  const { chat } = useUnreadIndicators();
  return (
    <NavLink to="/course/inbox" className={linkClasses}>
      <span className="relative">
        <MessagesSquare className="size-5 text-ink-muted" aria-hidden="true" />
        {chat && <UnreadDot testId="mobile-unread-chat-dot" className="-top-1 -right-1" />}
      </span>
      {t(chat ? 'inboxUnread' : 'inbox')}
    </NavLink>
  );
}

/**
 * Below 768 px: a hamburger opening Home, Courses, Forums, Dashboard, the reader's workspaces
 * (nav-items.ts workspaceItems), Log out (visitors: Home, Courses, Login, Sign Up). Closes on navigation, on Escape and on a click outside.
 */
export function MobileMenu() {
  const { t } = useTranslation('nav');
  const { isAuthenticated, logout, user } = useAuth();
  const guestLinks = useGuestLinks();
  const location = useLocation();
  // Open "at" a location: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpenAt(null);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen]);

  const items = navItems.filter((item) => isAuthenticated || !item.signedInOnly);

  // A flex wrapper makes no line box around the button, so its height is the button's from the
  // first paint on, whatever of the page has arrived.
  return (
    <div className="flex md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={MOBILE_MENU_ID}
        aria-label={t(isOpen ? 'closeMenu' : 'openMenu')}
        onClick={() => setOpenAt(isOpen ? null : location.key)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {isOpen ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <Menu className="size-6" aria-hidden="true" />
        )}
      </button>
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-topbar))] overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label={t('mobileMenu')}>
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClasses}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {isAuthenticated && (
              <li className="sm:hidden">
                <MobileInboxLink />
              </li>
            )}
          </ul>
          {isAuthenticated && user && (
            <ul aria-label={t('workspaces')} className="mt-2 space-y-1 border-t border-line pt-2">
              {workspaceItems(user.role).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClasses}>
                    <item.icon className="size-5 text-ink-muted" aria-hidden="true" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 space-y-1 border-t border-line pt-2">
            {isAuthenticated ? (
              <button
                type="button"
                onClick={logout}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-100"
              >
                <LogOut className="size-5 text-ink-muted" aria-hidden="true" />
                {t('logout')}
              </button>
            ) : (
              <>
                <NavLink to={guestLinks.login} className={linkClasses}>
                  <LogIn className="size-5 text-ink-muted" aria-hidden="true" />
                  {t('login')}
                </NavLink>
                <NavLink to={guestLinks.signup} className={linkClasses}>
                  <UserPlus className="size-5 text-ink-muted" aria-hidden="true" />
                  {t('signUp')}
                </NavLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </div>
  );
}
