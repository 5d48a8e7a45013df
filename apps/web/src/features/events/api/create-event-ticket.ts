import type { EventTicket } from '@academy/contract/events';
import { api } from '../../../lib/api-client';

/** POST /api/events/ticket/: a single-use ticket, valid 60 s, to open the event stream. */
export function createEventTicket(): Promise<EventTicket> {
  return api.post<EventTicket>('/api/events/ticket/');
}
