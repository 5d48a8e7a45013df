import { courseIds } from './courses.ts';
import { userIds } from './people.ts';

/** A live class of the demo, at a Bangladesh time of day some days from the seeding day. */
export type SeedLiveClass = {
  courseId: number;
  title: string;
  description: string;
  /** Days from the seeding day (negative: in the past), in Bangladesh time. */
  dayOffset: number;
  /** Start time of day in Bangladesh, 'HH:MM'. */
  time: string;
  durationMinutes: number;
  meetingUrl: string;
  /** Weekly sessions in the series; 1 for a single class. */
  weeklyCount: number;
  /** Learners who joined (past classes only). */
  attendees: number[];
  /** A past class's recording, attached as a lesson of a 'Live class recordings' module. */
  recordingUrl?: string;
};

const c = courseIds;
const { learner, sabbir } = userIds;

/**
 * Upcoming and past live classes of the demo instructor's courses: a weekly office-hours series,
 * single classes to come, and two that have ended (learners joined them): the kick-off has its
 * recording as a lesson, the Q&A's recording is overdue, as is a Python class's (staff see them
 * in the console).
 */
export const liveClasses: SeedLiveClass[] = [
  {
    courseId: c.mlForClinicalResearch,
    title: 'Weekly office hours',
    description: 'Bring your questions on the week’s lessons and your own datasets.',
    dayOffset: 2,
    time: '20:30',
    durationMinutes: 60,
    meetingUrl: 'https://meet.jit.si/academy-ml-clinical-office-hours',
    weeklyCount: 8,
    attendees: [],
  },
  {
    courseId: c.mlForClinicalResearch,
    title: 'Paper reading: external validation of a sepsis model',
    description: 'We read the paper together and discuss calibration and transportability.',
    dayOffset: 5,
    time: '19:00',
    durationMinutes: 90,
    meetingUrl: 'https://zoom.us/j/5550101234',
    weeklyCount: 1,
    attendees: [],
  },
  {
    courseId: c.mlForClinicalResearch,
    title: 'Kick-off: how this course works',
    description: 'A tour of the course, the datasets and how to get help.',
    dayOffset: -10,
    time: '20:00',
    durationMinutes: 60,
    meetingUrl: 'https://meet.google.com/abc-mnop-xyz',
    weeklyCount: 1,
    attendees: [learner, sabbir],
    recordingUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
  },
  {
    courseId: c.mlForClinicalResearch,
    title: 'Q&A: model evaluation metrics',
    description: 'ROC curves, precision and recall, and which to report.',
    dayOffset: -2,
    time: '20:00',
    durationMinutes: 60,
    meetingUrl: 'https://meet.google.com/qrs-tuvw-xyz',
    weeklyCount: 1,
    attendees: [learner, sabbir],
  },
  {
    courseId: c.pythonForHealthcare,
    title: 'Live coding: cleaning a hospital admissions dataset',
    description: 'pandas from a raw export to a tidy table, live.',
    dayOffset: 3,
    time: '21:00',
    durationMinutes: 75,
    meetingUrl: 'https://meet.jit.si/academy-python-live-coding',
    weeklyCount: 1,
    attendees: [],
  },
  {
    courseId: c.pythonForHealthcare,
    title: 'Office hours: reading CSV exports',
    description: 'Encodings, dates and missing values in hospital exports.',
    dayOffset: -4,
    time: '21:00',
    durationMinutes: 45,
    meetingUrl: 'https://meet.jit.si/academy-python-office-hours',
    weeklyCount: 1,
    attendees: [],
  },
];
