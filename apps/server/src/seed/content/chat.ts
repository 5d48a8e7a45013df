import { courseIds } from './courses.ts';
import { userIds } from './people.ts';
import type { SeedChatMessage } from './types.ts';

const u = userIds;
const c = courseIds;

/** A little course-chat history, so the inbox of the demo learner is not empty. */
export const chatMessages: SeedChatMessage[] = [
  {
    courseId: c.mlForClinicalResearch,
    userId: u.learner,
    content:
      'Assalamu alaikum sir, xgboost fails to install on my Windows laptop. Any suggestions?',
    createdDaysAgo: 58,
  },
  {
    courseId: c.mlForClinicalResearch,
    userId: u.instructor,
    content:
      'Wa alaikum assalam. Try "pip install --upgrade pip" first, then install xgboost again. If it still fails, use Colab for now and we can fix the local setup after class.',
    createdDaysAgo: 57.98,
  },
  {
    courseId: c.mlForClinicalResearch,
    userId: u.learner,
    content: 'Upgrading pip worked. Thank you!',
    createdDaysAgo: 57.95,
  },
  {
    courseId: c.mlForClinicalResearch,
    userId: u.sabbir,
    content: 'Will the Saturday Q&A be recorded? I have a night shift.',
    createdDaysAgo: 11,
  },
  {
    courseId: c.mlForClinicalResearch,
    userId: u.instructor,
    content: 'Yes, the recording will be up within 24 hours.',
    createdDaysAgo: 10.9,
  },
  {
    courseId: c.pythonForHealthcare,
    userId: u.mithila,
    content: 'In the capstone, should we count dengue cases by onset date or by reporting date?',
    createdDaysAgo: 33,
  },
  {
    courseId: c.pythonForHealthcare,
    userId: u.instructor,
    content:
      'By onset date for the epidemic curve, and show reporting delay as a separate figure. Good question!',
    createdDaysAgo: 32.9,
  },
  {
    courseId: c.pythonForHealthcare,
    userId: u.learner,
    content: 'I shared my notebook in the drive. Could you check the groupby in cell 14?',
    createdDaysAgo: 4,
  },
];
