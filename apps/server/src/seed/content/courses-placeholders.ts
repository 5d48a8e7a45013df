import { categoryIds } from './categories.ts';
import { defineCourse } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

/**
 * The two greyed-out catalogue placeholders with fixed ids (PLACEHOLDER_COURSE_IDS) and titles.
 * They are listed but cannot be opened for enrolment, so they carry no modules; a real course
 * replaces each once its content is ready.
 */
export const placeholderCourses: SeedCourse[] = [
  defineCourse({
    id: 9991,
    title: 'Advanced AI Techniques',
    categoryId: categoryIds.training,
    instructorId: userIds.mahmudul,
    classCode: 'TR-AAI900',
    price: '0.00',
    status: 'coming_soon',
    isEnrollmentOpen: false,
    badge: 'coming_soon',
    createdDaysAgo: 5,
    description:
      'Graph neural networks, self-supervised learning and foundation models for biomedical research. Details will be announced soon.',
    overview:
      'An advanced follow-on to Deep Learning for Medical Imaging, currently in preparation.',
    outcomes: [],
    prerequisites: [],
    modules: [],
    notes: [],
  }),
  defineCourse({
    id: 9992,
    title: 'Quantum Computing Basics',
    categoryId: categoryIds.training,
    instructorId: userIds.mahmudul,
    classCode: 'TR-QCB900',
    price: '0.00',
    status: 'coming_soon',
    isEnrollmentOpen: false,
    badge: 'coming_soon',
    createdDaysAgo: 5,
    description:
      'Qubits, gates and simple quantum algorithms explained for researchers without a physics background. Details will be announced soon.',
    overview: 'An introductory course on quantum computing, currently in preparation.',
    outcomes: [],
    prerequisites: [],
    modules: [],
    notes: [],
  }),
];
