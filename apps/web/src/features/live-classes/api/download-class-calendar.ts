import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/live-classes/{id}/calendar.ics with the reader's bearer, saved as a file: the browser
 * cannot send the header on a plain link.
 */
export async function downloadClassCalendar(id: number): Promise<void> {
  const ics = await api.get<string>(`/api/live-classes/${id}/calendar.ics`);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `live-class-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadClassCalendar() {
  return useMutation({ mutationFn: downloadClassCalendar });
}
