import type { RubricCriterion } from '@academy/contract/assignments';
import { courseIds } from './courses.ts';
import { userIds } from './people.ts';

/** A demo assignment: where it sits, its dates (in days from seeding) and learners' work. */
export type SeedAssignment = {
  courseId: number;
  /** Position of its module in the course; null for the course as a whole. */
  modulePosition: number | null;
  title: string;
  instructions: string;
  points: number;
  dueInDays: number;
  cutoffInDays: number | null;
  latePenaltyPercent: number;
  latePenaltyFloorPercent: number;
  rubric: RubricCriterion[];
  submissions: {
    userId: number;
    /** Days after the due date it came in; negative when on time. */
    daysAfterDue: number;
    linkUrl: string;
    /** Per criterion, the level given; absent while it waits in the grading queue. */
    grade?: { rubricLevels: number[]; feedback: string; released: boolean };
  }[];
};

/**
 * The readmission-model notebook of ML for clinical research, due two days ago and taken late
 * (10 % a day) until five days from now: the demo learner's work is graded and released, Sabbir's
 * came in a day late and is graded with its penalty, Imran's waits in the instructor's queue.
 */
export const seedAssignments: SeedAssignment[] = [
  {
    courseId: courseIds.mlForClinicalResearch,
    modulePosition: 1,
    title: 'Readmission model notebook',
    instructions:
      '<p>Train a model that predicts <strong>30-day readmission</strong> on the practice data ' +
      'set from Module 1.</p><ul><li>Split by patient, not by admission.</li><li>Report AUROC ' +
      'and calibration on the held-out patients.</li><li>End with three sentences a clinician ' +
      'can act on.</li></ul><p>Share a Colab or GitHub link that anyone with the link can open.</p>',
    points: 20,
    dueInDays: -2,
    cutoffInDays: 5,
    latePenaltyPercent: 10,
    latePenaltyFloorPercent: 50,
    rubric: [
      {
        title: 'Leakage-free split',
        levels: [
          { title: 'By patient throughout', points: 10 },
          { title: 'Partly by patient', points: 5 },
          { title: 'By admission', points: 0 },
        ],
      },
      {
        title: 'Evaluation',
        levels: [
          { title: 'AUROC and calibration', points: 6 },
          { title: 'AUROC only', points: 3 },
          { title: 'Missing', points: 0 },
        ],
      },
      {
        title: 'Clinical summary',
        levels: [
          { title: 'Clear and actionable', points: 4 },
          { title: 'Vague', points: 2 },
          { title: 'Missing', points: 0 },
        ],
      },
    ],
    submissions: [
      {
        userId: userIds.learner,
        daysAfterDue: -1,
        linkUrl: 'https://colab.research.google.com/drive/1demoReadmissionNotebook',
        grade: {
          rubricLevels: [0, 1, 0],
          feedback:
            'A clean patient-level split. Add a calibration plot next time: AUROC alone hides ' +
            'how far the predicted risks are off.',
          released: true,
        },
      },
      {
        userId: userIds.sabbir,
        daysAfterDue: 0.5,
        linkUrl: 'https://github.com/sabbir-demo/readmission-model',
        grade: {
          rubricLevels: [0, 0, 1],
          feedback: 'Strong evaluation. The summary should say what a ward team would change.',
          released: true,
        },
      },
      {
        userId: userIds.imran,
        daysAfterDue: -0.5,
        linkUrl: 'https://colab.research.google.com/drive/1imranReadmissionDraft',
      },
    ],
  },
];

/**
 * Courses whose certificate also requires a pass: a course total of released grades at or above
 * this percent, besides every lesson. ML for clinical research shows it with its graded work.
 */
export const seedPassMarks: { courseId: number; passPercent: number }[] = [
  { courseId: courseIds.mlForClinicalResearch, passPercent: 60 },
];
