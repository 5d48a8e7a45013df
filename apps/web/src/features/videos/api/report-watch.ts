import type { WatchProgress, WatchReport } from '@academy/contract/videos';
import { api, buildUrl } from '../../../lib/api-client';
import { readSession } from '../../../lib/auth/session-storage';

/** POST /api/videos/{id}/progress/ */
export function reportWatch(assetId: number, report: WatchReport): Promise<WatchProgress> {
  return api.post<WatchProgress>(`/api/videos/${assetId}/progress/`, report);
}

/**
 * The last report, sent as the page goes away: a keepalive request outlives the page (a beacon
 * cannot carry the bearer header).
 */
export function reportWatchOnLeave(assetId: number, report: WatchReport): void {
  const token = readSession()?.accessToken;
  if (!token) return;
  void fetch(buildUrl(`/api/videos/${assetId}/progress/`), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(report),
  }).catch(() => {});
}
