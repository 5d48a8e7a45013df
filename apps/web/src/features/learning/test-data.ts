import type { EnrolledCourse } from '@academy/contract/enrolment';
import type { LessonCompletion } from '@academy/contract/learning';

type Lesson = EnrolledCourse['modules'][number]['lessons'][number];

const lesson = (id: number, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  lesson_id: id,
  lesson_title: title,
  duration: 15,
  is_completed: false,
  videos: [],
  resources: [],
  ...extra,
});

/** An enrolled learner's view of a three-lesson course, one lesson done, resuming at lesson 62. */
export function enrolledCourse(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    course_id: 6,
    course_title: 'Python for Healthcare Data',
    description: 'Pandas for clinicians.',
    overview: '',
    thumbnail: null,
    class_code: 'PY6CLASS',
    instructor_id: 2,
    instructor_name: 'Rafiqul Islam',
    instructor_profile_picture: null,
    total_lessons: 3,
    completed_lessons: 1,
    enrolled_at: '2026-01-05T10:00:00.000Z',
    is_instructor: false,
    percentage: 33,
    last_lesson_id: 62,
    completed_at: null,
    certificate_code: null,
    certificate_pass_percent: null,
    can_manage_notes: false,
    modules: [
      {
        module_id: 1,
        module_title: 'Getting started',
        lessons: [
          lesson(61, 'Installing Python', {
            is_completed: true,
            videos: [
              {
                video_id: 1,
                video_title: 'Install walkthrough',
                video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              },
            ],
          }),
          lesson(62, 'Data frames', {
            duration: 25,
            videos: [
              {
                video_id: 2,
                video_title: 'Frames on Vimeo',
                video_link: 'https://vimeo.com/76979871',
              },
            ],
            resources: [
              {
                resource_id: 5,
                resource_title: 'Cheat sheet',
                resource_link: 'https://files.example.org/pandas.pdf',
              },
            ],
          }),
        ],
      },
      { module_id: 2, module_title: 'Analysis', lessons: [lesson(63, 'Survival curves')] },
    ],
    notes: [
      {
        note_id: 2,
        title: 'Week 2 reading',
        body: '<h2>Read</h2><p>Chapter <strong>two</strong></p>',
        created_at: '2026-02-02T09:00:00.000Z',
        updated_at: '2026-02-02T09:00:00.000Z',
      },
      {
        note_id: 1,
        title: 'Welcome',
        body: '<p>Hello class</p>',
        created_at: '2026-01-01T09:00:00.000Z',
        updated_at: '2026-01-01T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function completion(overrides: Partial<LessonCompletion> = {}): LessonCompletion {
  return {
    lesson_id: 62,
    is_completed: true,
    completed_lessons: 2,
    total_lessons: 3,
    percentage: 66,
    certificate_code: null,
    ...overrides,
  };
}

export const emptyAnnouncements = { count: 0, next: null, previous: null, results: [] };
