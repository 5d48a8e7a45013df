import { describe, expect, it } from 'vitest';
import type { InstructorCourseDetail } from '@academy/contract/authoring';
import { draftFromCourse, emptyCourseDraft, type CourseDraft } from './course-draft';
import { hasMissingRequired, toCoursePayload } from './course-payload';
import { validateDraft } from './course-validation';

function draft(overrides: Partial<CourseDraft> = {}): CourseDraft {
  return {
    ...emptyCourseDraft(),
    title: '  Survival Analysis  ',
    description: ' Cox models ',
    price: '1500.5',
    categoryId: '3',
    ...overrides,
  };
}

const link = (title: string, url: string) => ({ key: Math.random().toString(), title, link: url });

describe('toCoursePayload (cleaning)', () => {
  it('trims text, parses price as a number and category_id as an integer', () => {
    expect(toCoursePayload(draft(), { includeStatus: false })).toEqual({
      title: 'Survival Analysis',
      description: 'Cox models',
      price: 1500.5,
      category_id: 3,
      resubmit_after_release: false,
      outcomes: [],
      prerequisites: [],
      modules: [],
    });
  });

  it('drops empty outcomes and prerequisites and links without both title and link', () => {
    const payload = toCoursePayload(
      draft({
        outcomes: [
          { key: 'a', title: '  Fit a model ' },
          { key: 'b', title: '   ' },
        ],
        prerequisites: [{ key: 'c', title: '' }],
        modules: [
          {
            key: 'm',
            moduleId: 9,
            title: ' Basics ',
            order: 1,
            lessons: [
              {
                key: 'l',
                lessonId: 21,
                title: 'Censoring',
                order: 1,
                duration: '15',
                videos: [
                  link('Intro', ' https://v.example.org/1 '),
                  link('No link', ''),
                  link('', 'https://v.example.org/2'),
                ],
                resources: [link(' Slides ', 'https://f.example.org/s.pdf'), link('  ', '  ')],
              },
            ],
          },
        ],
      }),
      { includeStatus: false },
    );
    expect(payload.outcomes).toEqual([{ outcome_title: 'Fit a model' }]);
    expect(payload.prerequisites).toEqual([]);
    expect(payload.modules).toEqual([
      {
        module_id: 9,
        title: 'Basics',
        order: 1,
        lessons: [
          {
            lesson_id: 21,
            title: 'Censoring',
            order: 1,
            duration: 15,
            videos: [{ video_title: 'Intro', video_link: 'https://v.example.org/1' }],
            resources: [{ resource_title: 'Slides', resource_link: 'https://f.example.org/s.pdf' }],
          },
        ],
      },
    ]);
  });

  it('sends the status only when asked to, never for a coming-soon course', () => {
    expect(toCoursePayload(draft({ status: 'draft' }), { includeStatus: true }).status).toBe(
      'draft',
    );
    expect(
      toCoursePayload(draft({ status: 'draft' }), { includeStatus: false }),
    ).not.toHaveProperty('status');
    expect(
      toCoursePayload(draft({ status: 'coming_soon' }), { includeStatus: true }),
    ).not.toHaveProperty('status');
  });
});

describe('hasMissingRequired', () => {
  it('is true when title, description, price or category is blank', () => {
    expect(hasMissingRequired(draft())).toBe(false);
    expect(hasMissingRequired(draft({ title: '  ' }))).toBe(true);
    expect(hasMissingRequired(draft({ description: '' }))).toBe(true);
    expect(hasMissingRequired(draft({ price: '' }))).toBe(true);
    expect(hasMissingRequired(draft({ categoryId: '' }))).toBe(true);
  });
});

describe('validateDraft', () => {
  it('answers the contract messages at the on-screen paths', () => {
    const errors = validateDraft(
      draft({
        price: '-3',
        modules: [
          {
            key: 'm',
            title: ' ',
            order: 1,
            lessons: [
              {
                key: 'l',
                title: 'Lesson',
                order: 1,
                duration: '',
                videos: [link('No URL yet', ''), link('Bad', 'ftp://x.example.org')],
                resources: [],
              },
            ],
          },
        ],
      }),
    );
    expect(errors).toEqual({
      price: 'Ensure this value is greater than or equal to 0.',
      'modules.0.title': 'This field may not be blank.',
      'modules.0.lessons.0.videos.1.video_link': 'Enter a valid URL.',
    });
  });

  it('accepts a complete form', () => {
    expect(validateDraft(draft())).toEqual({});
  });
});

describe('draftFromCourse', () => {
  it('reads module_title and lesson_title back with their ids and orders', () => {
    const course: InstructorCourseDetail = {
      course_id: 5,
      course_title: 'Epidemiology',
      description: 'D',
      price: '2000.00',
      category_id: 2,
      resubmit_after_release: true,
      category_name: 'Data Analysis',
      status: 'published',
      thumbnail: null,
      outcomes: [{ outcome_id: 1, outcome_title: 'O' }],
      prerequisites: [],
      modules: [
        {
          module_id: 11,
          module_title: 'M',
          order: 1,
          lessons: [
            {
              lesson_id: 31,
              lesson_title: 'L',
              order: 1,
              duration: 12,
              videos: [{ video_id: 1, video_title: 'V', video_link: 'https://v.example.org' }],
              resources: [],
            },
          ],
        },
      ],
    };
    const result = draftFromCourse(course);
    expect(result).toMatchObject({
      title: 'Epidemiology',
      price: '2000.00',
      categoryId: '2',
      outcomes: [{ title: 'O' }],
      modules: [
        {
          moduleId: 11,
          title: 'M',
          order: 1,
          lessons: [{ lessonId: 31, title: 'L', duration: '12', videos: [{ title: 'V' }] }],
        },
      ],
    });
  });
});
