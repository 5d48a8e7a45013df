import { CONTACT_LAST_SUBMISSION_KEY } from '@academy/contract/contact';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesUntil, readLockedUntil, useContactLock } from './use-contact-lock';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('readLockedUntil', () => {
  it('locks until an hour after the stored send', () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(NOW - 10 * 60_000));
    expect(readLockedUntil(NOW)).toBe(NOW - 10 * 60_000 + HOUR);
  });

  it('removes a send an hour old or more, and ignores garbage', () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(NOW - HOUR));
    expect(readLockedUntil(NOW)).toBeNull();
    expect(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY)).toBeNull();
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, 'not a time');
    expect(readLockedUntil(NOW)).toBeNull();
  });

  it('never locks for more than an hour from now when the stored time is in the future', () => {
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(NOW + 5 * HOUR));
    expect(readLockedUntil(NOW)).toBe(NOW + HOUR);
  });
});

describe('minutesUntil', () => {
  it('rounds up to whole minutes, never below one', () => {
    expect(minutesUntil(NOW + HOUR, NOW)).toBe(60);
    expect(minutesUntil(NOW + HOUR - 1, NOW)).toBe(60);
    expect(minutesUntil(NOW + 59 * 60_000, NOW)).toBe(59);
    expect(minutesUntil(NOW + 1000, NOW)).toBe(1);
    expect(minutesUntil(NOW, NOW)).toBe(1);
  });
});

describe('useContactLock', () => {
  it('counts down by the minute and unlocks, forgetting the send, when the hour ends', () => {
    vi.useFakeTimers({ now: NOW });
    localStorage.setItem(CONTACT_LAST_SUBMISSION_KEY, String(NOW - HOUR + 90_000));
    const { result } = renderHook(() => useContactLock());
    expect(result.current.isLocked).toBe(true);
    expect(result.current.minutes).toBe(2);

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.minutes).toBe(1);

    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.isLocked).toBe(false);
    expect(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY)).toBeNull();
  });

  it('locks for an hour from a new send', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => useContactLock());
    expect(result.current.isLocked).toBe(false);
    act(() => result.current.lock());
    expect(result.current.isLocked).toBe(true);
    expect(result.current.minutes).toBe(60);
    expect(localStorage.getItem(CONTACT_LAST_SUBMISSION_KEY)).toBe(String(NOW));
    for (let minute = 1; minute < 60; minute++) {
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current.minutes).toBe(60 - minute);
    }
    expect(result.current.isLocked).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.isLocked).toBe(false);
  });
});
