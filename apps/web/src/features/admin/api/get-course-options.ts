import type { AdminCourse } from '@academy/contract/admin';
import { MAX_PAGE_SIZE, type Page } from '@academy/contract/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Every course (up to 100) for pickers in the discount and coupon forms. */
export function getCourseOptions(signal?: AbortSignal) {
  return api.get<Page<AdminCourse>>('/api/admin/courses/', {
    query: { page: 1, page_size: MAX_PAGE_SIZE },
    signal,
  });
}

export function useCourseOptions() {
  return useQuery({
    queryKey: [...adminKeys.courses, 'options'],
    queryFn: ({ signal }) => getCourseOptions(signal),
    select: (page) => page.results.map((course) => ({ id: course.id, title: course.title })),
  });
}
