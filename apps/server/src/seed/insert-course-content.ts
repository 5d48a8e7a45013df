import type { Db } from '../db/client.ts';
import {
  courseModules,
  lessonResources,
  lessonVideos,
  lessons,
} from '../db/schema/course-content.ts';
import { courses } from './content/courses.ts';
import type { DemoClock } from './demo-clock.ts';

/** Lesson ids of each course in reading order (module by module), for seeding progress. */
export type LessonIdsByCourse = Map<number, number[]>;

/**
 * Inserts every course's modules, lessons, videos and resources. Modules and lessons get ids
 * numbered here, in reading order, so the demo's lesson ids are the same on every machine and
 * nothing depends on the order of rows a multi-row RETURNING gives back.
 */
export async function insertCourseContent(tx: Db, clock: DemoClock): Promise<LessonIdsByCourse> {
  const moduleRows: (typeof courseModules.$inferInsert)[] = [];
  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  const videoRows: (typeof lessonVideos.$inferInsert)[] = [];
  const resourceRows: (typeof lessonResources.$inferInsert)[] = [];
  const lessonIdsByCourse: LessonIdsByCourse = new Map();

  for (const course of courses) {
    const courseLessonIds: number[] = [];
    const createdAt = clock.daysAgo(course.createdDaysAgo);
    course.modules.forEach((module, moduleIndex) => {
      const moduleId = moduleRows.length + 1;
      moduleRows.push({
        id: moduleId,
        courseId: course.id,
        title: module.title,
        position: moduleIndex + 1,
      });
      module.lessons.forEach((lesson, lessonIndex) => {
        const lessonId = lessonRows.length + 1;
        courseLessonIds.push(lessonId);
        lessonRows.push({
          id: lessonId,
          moduleId,
          courseId: course.id,
          title: lesson.title,
          position: lessonIndex + 1,
          durationMinutes: lesson.durationMinutes,
          createdAt,
        });
        lesson.videos.forEach((video, index) =>
          videoRows.push({ lessonId, title: video.title, url: video.url, position: index + 1 }),
        );
        lesson.resources.forEach((resource, index) =>
          resourceRows.push({
            lessonId,
            title: resource.title,
            url: resource.url,
            position: index + 1,
          }),
        );
      });
    });
    lessonIdsByCourse.set(course.id, courseLessonIds);
  }

  if (moduleRows.length > 0) await tx.insert(courseModules).values(moduleRows);
  if (lessonRows.length > 0) await tx.insert(lessons).values(lessonRows);
  if (videoRows.length > 0) await tx.insert(lessonVideos).values(videoRows);
  if (resourceRows.length > 0) await tx.insert(lessonResources).values(resourceRows);
  return lessonIdsByCourse;
}
