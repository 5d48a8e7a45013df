import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { loadSonner, toasterIsMounted, whenFirstToastSent } from '../lib/toasts';

/** Toasts last 4 s, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/** Toasts sit just under the fixed top bar, so they never cover its controls (phones included). */
const BELOW_TOP_BAR = 'calc(var(--spacing-topbar) + 0.5rem)';

/** Tells lib/toasts that the toaster listens; rendered after it, so its effect runs after the toaster's. */
function MountedSignal() {
  useEffect(toasterIsMounted, []);
  return null;
}

/**
 * The toast region, loaded with sonner when the first toast is sent, in the browser only: a page
 * pre-rendered without it is taken over unchanged, and a visit without toasts never loads it.
 */
export function Toasts() {
  const { t } = useTranslation();
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => {
    let mounted = true;
    const stopWaiting = whenFirstToastSent(() => {
      void loadSonner().then((module) => {
        if (mounted) setToaster(() => module.Toaster);
      });
    });
    return () => {
      mounted = false;
      stopWaiting();
    };
  }, []);
  if (!Toaster) return null;
  return (
    <>
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        closeButton
        offset={{ top: BELOW_TOP_BAR }}
        mobileOffset={{ top: BELOW_TOP_BAR }}
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
      <MountedSignal />
    </>
  );
}
