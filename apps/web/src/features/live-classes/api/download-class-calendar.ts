import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/**
 * GET /api/live-classes/{id}/calendar.ics with the reader's bearer, saved as a file: the browser
 * cannot send the header on a plain link.
 */
export async function downloadClassCalendar(id: number): Promise<void> {
  const ics = await api.get<string>(`/api/live-classes/${id}/calendar.ics`);
  saveBlob(new Blob([ics], { type: 'text/calendar' }), `live-class-${id}.ics`);
}

export function useDownloadClassCalendar() {
  return useMutation({ mutationFn: downloadClassCalendar });
}
