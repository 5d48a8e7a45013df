import { useQuery } from '@tanstack/react-query';
import { readSession } from '../../../lib/auth/session-storage';
import { ACCOUNT_KEY_PARAM, API_CACHE, accountOfAuthorization } from '../../../pwa/offline-caches';

export type KeptCourse = { courseId: number; title: string };

const ENROLLED_COURSE = /^\/api\/enrolled-course\/(\d+)\/$/;

/**
 * The enrolled courses whose last answer the service worker keeps for the signed-in account:
 * the courses that open offline (their lessons as last read).
 */
export async function listKeptCourses(): Promise<KeptCourse[]> {
  const session = readSession();
  if (!session || typeof caches === 'undefined' || !(await caches.has(API_CACHE))) return [];
  const account = accountOfAuthorization(`Bearer ${session.accessToken}`);
  const cache = await caches.open(API_CACHE);
  const courses: KeptCourse[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const match = ENROLLED_COURSE.exec(url.pathname);
    if (!match || url.searchParams.get(ACCOUNT_KEY_PARAM) !== account) continue;
    const answer = (await (await cache.match(request))?.json()) as { course_title?: unknown };
    if (typeof answer.course_title === 'string') {
      courses.push({ courseId: Number(match[1]), title: answer.course_title });
    }
  }
  return courses.sort((a, b) => a.title.localeCompare(b.title));
}

export function useKeptCourses() {
  return useQuery({
    queryKey: ['offline', 'kept-courses'],
    queryFn: listKeptCourses,
    networkMode: 'always',
  });
}
