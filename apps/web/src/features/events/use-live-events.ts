import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  connectLiveEvents,
  isLiveConnected,
  onConnectionChange,
  onLiveEvent,
  type LiveSignal,
} from './live-events';

/** Keeps the live event stream open while `enabled` (signed in) and the browser supports it. */
export function useLiveConnection(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return connectLiveEvents();
  }, [enabled]);
}

/** Whether the live stream is up; queries poll only while it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onConnectionChange, isLiveConnected, () => false);
}

/** Runs `handler` for every `signal` event while the component is mounted. */
export function useLiveEvent(signal: LiveSignal, handler: (data: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(signal, (data) => latest.current(data)), [signal]);
}
