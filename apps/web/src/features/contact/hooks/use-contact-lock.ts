import { CONTACT_COOLDOWN_MS, CONTACT_LAST_SUBMISSION_KEY } from '@academy/contract/contact';
import { useCallback, useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

function readStoredTime(): number | null {
  try {
    const stored = Number(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function forgetStoredTime(): void {
  try {
    localStorage.removeItem(CONTACT_LAST_SUBMISSION_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * When the lock of the last successful send ends, or null. A time an hour old or more is removed
 * (the lock is restored on load only if under one hour old). A time in the future
 * (a clock set back) locks for at most one hour from now.
 */
export function readLockedUntil(now: number): number | null {
  const sentAt = readStoredTime();
  if (sentAt === null) return null;
  const lockedUntil = Math.min(sentAt + CONTACT_COOLDOWN_MS, now + CONTACT_COOLDOWN_MS);
  if (lockedUntil <= now) {
    forgetStoredTime();
    return null;
  }
  return lockedUntil;
}

/** Whole minutes left, rounded up, so the last seconds still read '1 minute'. */
export function minutesUntil(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / MINUTE_MS));
}

/**
 * The contact form's one-hour lock after a successful send, kept in localStorage so it survives
 * reloads. Re-renders when the minute count changes and clears itself, and the stored time, when
 * the hour is over.
 */
export function useContactLock() {
  const [now, setNow] = useState(() => Date.now());
  const [lockedUntil, setLockedUntil] = useState(() => readLockedUntil(Date.now()));

  useEffect(() => {
    if (lockedUntil === null) return;
    const remaining = lockedUntil - Date.now();
    // Wake when the displayed minute changes, or when the lock ends.
    const delay = remaining <= 0 ? 0 : remaining % MINUTE_MS || MINUTE_MS;
    const timer = window.setTimeout(() => {
      const current = Date.now();
      if (current >= lockedUntil) {
        forgetStoredTime();
        setLockedUntil(null);
      }
      setNow(current);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [lockedUntil, now]);

  const lock = useCallback(() => {
    const sentAt = Date.now();
    try {
      localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(sentAt));
    } catch {
      // Storage unavailable: the lock lasts while the page stays open.
    }
    setNow(sentAt);
    setLockedUntil(sentAt + CONTACT_COOLDOWN_MS);
  }, []);

  /** Minutes left right now (also for a toast fired between two re-renders). */
  const minutesLeft = useCallback(
    () => (lockedUntil === null ? 0 : minutesUntil(lockedUntil, Date.now())),
    [lockedUntil],
  );

  return {
    isLocked: lockedUntil !== null,
    /** Minutes shown on the locked button. */
    minutes: lockedUntil === null ? 0 : minutesUntil(lockedUntil, now),
    minutesLeft,
    lock,
  };
}
