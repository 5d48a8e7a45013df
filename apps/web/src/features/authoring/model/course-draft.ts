import type { InstructorCourseDetail } from '@academy/contract/authoring';

/**
 * The course form's state while an instructor edits it.
 * Text stays as typed until submit; `key` keeps React rows stable while they move; ids of stored
 * modules and lessons travel with them so an edit keeps learners' progress.
 */

export type LinkDraft = { key: string; title: string; link: string };
export type LineDraft = { key: string; title: string };

export type LessonDraft = {
  key: string;
  lessonId?: number;
  title: string;
  /** 1-based; renumbered on every add, remove and move. */
  order: number;
  /** Minutes, as typed; empty keeps the stored duration (new lessons: 0). */
  duration: string;
  videos: LinkDraft[];
  resources: LinkDraft[];
};

export type ModuleDraft = {
  key: string;
  moduleId?: number;
  title: string;
  order: number;
  lessons: LessonDraft[];
};

export type CourseStatusDraft = 'draft' | 'published' | 'coming_soon';

export type CourseDraft = {
  title: string;
  description: string;
  /** As typed in the number input ('1500.50'). */
  price: string;
  /** The select's value; '' until a category is chosen. */
  categoryId: string;
  status: CourseStatusDraft;
  /** Learners may hand in a new version of an assignment once its grade is released. */
  resubmitAfterRelease: boolean;
  outcomes: LineDraft[];
  prerequisites: LineDraft[];
  modules: ModuleDraft[];
};

let lastKey = 0;
/** A key unique within the page's lifetime. */
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function emptyCourseDraft(): CourseDraft {
  return {
    title: '',
    description: '',
    price: '',
    categoryId: '',
    // A new course stays a draft until its author unticks 'Keep as a draft' (docs/rules.md).
    status: 'draft',
    resubmitAfterRelease: false,
    outcomes: [],
    prerequisites: [],
    modules: [],
  };
}

/** The edit form's starting state from GET /api/instructor-course/{id}/. */
export function draftFromCourse(course: InstructorCourseDetail): CourseDraft {
  return {
    title: course.course_title,
    description: course.description,
    price: course.price,
    categoryId: String(course.category_id),
    status: course.status,
    resubmitAfterRelease: course.resubmit_after_release,
    outcomes: course.outcomes.map((o) => ({ key: newKey(), title: o.outcome_title })),
    prerequisites: course.prerequisites.map((p) => ({
      key: newKey(),
      title: p.prerequisite_title,
    })),
    modules: course.modules.map((module) => ({
      key: newKey(),
      moduleId: module.module_id,
      title: module.module_title,
      order: module.order,
      lessons: module.lessons.map((lesson) => ({
        key: newKey(),
        lessonId: lesson.lesson_id,
        title: lesson.lesson_title,
        order: lesson.order,
        duration: String(lesson.duration),
        videos: lesson.videos.map((v) => ({
          key: newKey(),
          title: v.video_title,
          link: v.video_link,
        })),
        resources: lesson.resources.map((r) => ({
          key: newKey(),
          title: r.resource_title,
          link: r.resource_link,
        })),
      })),
    })),
  };
}
