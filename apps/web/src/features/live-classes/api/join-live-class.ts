import type { LiveClassJoinTicket } from '@academy/contract/live-classes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/live-classes/{id}/join-ticket/, then the browser goes to the join address it names:
 * the server checks enrolment and the time, records attendance and redirects to the meeting.
 */
export async function joinLiveClass(id: number): Promise<void> {
  const { join_url: joinUrl } = await api.post<LiveClassJoinTicket>(
    `/api/live-classes/${id}/join-ticket/`,
  );
  window.location.assign(joinUrl);
}

export function useJoinLiveClass() {
  return useMutation({ mutationFn: joinLiveClass });
}
