import { CONTACT_ADMIN_PAGE_SIZE } from '@academy/contract/contact';
import type { AdminContactMessage } from '@academy/contract/contact';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/contact-messages/ (contact module): messages from the contact form, newest first. */
export function getContactMessages(page: number, signal?: AbortSignal) {
  return api.get<Page<AdminContactMessage>>('/api/admin/contact-messages/', {
    query: { page, page_size: CONTACT_ADMIN_PAGE_SIZE },
    signal,
  });
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminKeys.messages(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}
