/** m:ss or h:mm:ss of a number of seconds, in Latin digits (the caller localises them). */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The address with its signature (`t=`) replaced by a fresh one. */
export function withToken(url: string, token: string): string {
  return /([?&])t=[^&]*/.test(url)
    ? url.replace(/([?&])t=[^&]*/, `$1t=${token}`)
    : `${url}${url.includes('?') ? '&' : '?'}t=${token}`;
}
