import { useEffect, useState } from 'react';

/**
 * The server's time, ticking every second: the answer's `now` minus the reader's clock gives an
 * offset, so a countdown and the Join button follow the server even when the device clock is
 * wrong.
 */
export function useServerNow(serverNow: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    // Re-render every second; the time itself is read fresh below.
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offset;
}
