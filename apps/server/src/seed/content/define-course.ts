import type { SeedCourse, SeedLesson, SeedResource, SeedVideo } from './types.ts';

/** What a course file must state; everything else has the common published default. */
type CourseInput = Omit<
  SeedCourse,
  'status' | 'isEnrollmentOpen' | 'badge' | 'badgeText' | 'groupTiers'
> &
  Partial<Pick<SeedCourse, 'status' | 'isEnrollmentOpen' | 'badge' | 'badgeText' | 'groupTiers'>>;

/** A published, open course without badge or group pricing unless the input says otherwise. */
export function defineCourse(input: CourseInput): SeedCourse {
  return {
    status: 'published',
    isEnrollmentOpen: true,
    badge: null,
    badgeText: null,
    groupTiers: [],
    ...input,
  };
}

/** A lesson in one line; course files list dozens, so the object form would bury the content. */
export function lesson(
  title: string,
  durationMinutes: number,
  videos: SeedVideo[],
  resources: SeedResource[] = [],
): SeedLesson {
  return { title, durationMinutes, videos, resources };
}

/** A YouTube lecture video, given its video id. */
export function video(title: string, youtubeId: string): SeedVideo {
  return { title, url: `https://www.youtube.com/watch?v=${youtubeId}` };
}

export function resource(title: string, url: string): SeedResource {
  return { title, url };
}
