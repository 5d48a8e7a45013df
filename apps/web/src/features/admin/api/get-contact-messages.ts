import { CONTACT_ADMIN_PAGE_SIZE } from '@academy/contract/contact';
import type { AdminContactMessage } from '@academy/contract/contact';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/contact-messages/ (contact module): messages from the contact form, newest first. */
export function getContactMessages(page: number, signal?: AbortSignal) {
  return getPage<AdminContactMessage>(
    '/api/admin/contact-messages/',
    page,
    CONTACT_ADMIN_PAGE_SIZE,
    {},
    signal,
  );
}

export function useContactMessages(page: number) {
  return usePagedQuery(adminKeys.messages(page), (signal) => getContactMessages(page, signal));
}
