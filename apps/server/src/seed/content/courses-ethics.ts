import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const ethicsAndIrb = defineCourse({
  id: 9,
  title: 'Research Ethics and IRB Submissions',
  categoryId: categoryIds.ethics,
  instructorId: userIds.ashraful,
  classCode: 'ET-IRB101',
  price: '3000.00',
  createdDaysAgo: 180,
  description:
    'Prepare an ethics application that gets approved the first time. The principles behind research ethics, informed consent in Bangla and English, and a step-by-step walk through an institutional review board submission.',
  overview:
    "Ethics review is often treated as paperwork, yet most delays come from the same avoidable problems: unclear risk assessment, consent forms written above the participants' reading level and vague data-protection plans. Grounded in the Declaration of Helsinki, the Belmont Report and the CIOMS guidelines, this course explains what reviewers look for and why. You will draft a consent form and a complete application pack modelled on the requirements of the Bangladesh Medical Research Council's National Research Ethics Committee.",
  outcomes: [
    'Apply the principles of respect for persons, beneficence and justice to a study design',
    'Write participant information sheets and consent forms that participants understand',
    'Assess and minimise risks, including risks to privacy',
    'Assemble a complete IRB or ethics committee submission',
    'Respond to committee queries and report amendments and adverse events',
  ],
  prerequisites: [
    'A planned or ongoing study involving human participants or their data',
    'Foundations of Clinical Research Methodology (recommended)',
  ],
  modules: [
    {
      title: 'Principles',
      lessons: [
        lesson(
          'Why research ethics exists',
          16,
          [video('A short history of research ethics', 'Fq8tR2mWx4C')],
          [
            resource(
              'WMA Declaration of Helsinki',
              'https://www.wma.net/policies-post/wma-declaration-of-helsinki/',
            ),
          ],
        ),
        lesson(
          'The Belmont principles in practice',
          18,
          [video('Respect, beneficence and justice', 'Mh3kZ7pVd1N')],
          [
            resource(
              'The Belmont Report',
              'https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/index.html',
            ),
          ],
        ),
        lesson(
          'Vulnerable participants',
          15,
          [video('Research with children, prisoners and patients in crisis', 'Rx6wB9cLs2Y')],
          [
            resource(
              'CIOMS International Ethical Guidelines (2016)',
              'https://cioms.ch/publications/product/international-ethical-guidelines-for-health-related-research-involving-humans/',
            ),
          ],
        ),
      ],
    },
    {
      title: 'Informed consent',
      lessons: [
        lesson('Elements of valid consent', 18, [
          video('What makes consent informed', 'Vj1nD5tQk8G'),
        ]),
        lesson('Writing consent forms people can read', 22, [
          video('Plain-language consent in Bangla and English', 'Ta4yH8rMe6P'),
        ]),
      ],
    },
    {
      title: 'The submission',
      lessons: [
        lesson(
          'What goes into an application pack',
          20,
          [video('Anatomy of an ethics application', 'Kb7sN3wFz5R')],
          [resource('Bangladesh Medical Research Council', 'https://bmrcbd.org/')],
        ),
        lesson('Risk assessment and data protection', 18, [
          video('Writing the risk and data sections', 'Wn2cG6vJa9T'),
        ]),
        lesson('Queries, amendments and adverse events', 16, [
          video('After approval: keeping your study compliant', 'Ud5mX1kBr3H'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Application checklist',
      body: '<h3>Before you submit</h3><ul><li>Protocol with version number and date</li><li>Participant information sheet and consent form in Bangla and English</li><li>Data collection tools</li><li>CVs of investigators and GCP certificates</li><li>Letters of permission from study sites</li></ul>',
    },
    {
      title: 'Consent form reading level',
      body: '<p>Aim for the reading level of a Class 6 textbook. Read your form aloud to someone outside medicine; every question they ask is a sentence to rewrite.</p>',
    },
  ],
});

const responsibleAi = defineCourse({
  id: 10,
  title: 'Responsible AI in Healthcare',
  categoryId: categoryIds.ethics,
  instructorId: userIds.ashraful,
  classCode: 'ET-AI201',
  price: '5000.00',
  createdDaysAgo: 110,
  description:
    'Understand the ethical, legal and practical risks of deploying AI in clinical settings: bias, transparency, privacy and accountability, with case studies from radiology, triage and chatbots.',
  overview:
    'AI tools can reproduce or amplify inequities in care, fail silently when patient populations shift, and leak sensitive data. This course gives clinicians, researchers and developers a shared vocabulary for these risks and practical tools to manage them. We examine real failures, the WHO guidance on ethics and governance of AI for health, model cards and dataset documentation, de-identification, and how to evaluate an AI product before a hospital adopts it. It does not require programming.',
  outcomes: [
    'Identify sources of bias in health datasets and models',
    'Apply the WHO principles for ethical AI in health to a proposed tool',
    'Assess privacy risks and de-identification methods for health data',
    'Write a model card and a dataset datasheet',
    'Plan monitoring and accountability for a deployed model',
  ],
  prerequisites: ['General familiarity with what machine learning is', 'No programming required'],
  modules: [
    {
      title: 'Bias and fairness',
      lessons: [
        lesson('How bias enters a model', 18, [
          video('Where bias comes from: data, labels and deployment', 'Bj4wN6tYe2K'),
        ]),
        lesson(
          'Case study: a triage algorithm that under-served patients',
          20,
          [video('Dissecting racial bias in a health algorithm', 'Cs8pW3nLy6E')],
          [
            resource(
              'Obermeyer et al., Science 2019',
              'https://www.science.org/doi/10.1126/science.aax2342',
            ),
          ],
        ),
        lesson('Measuring fairness', 16, [
          video('Fairness metrics and their trade-offs', 'Gm2tK7xVr4B'),
        ]),
      ],
    },
    {
      title: 'Privacy and data governance',
      lessons: [
        lesson(
          'De-identification and re-identification risk',
          18,
          [video('Safe harbour and expert determination', 'Hp5vQ1zSd8M')],
          [
            resource(
              'HHS guidance on de-identification',
              'https://www.hhs.gov/hipaa/for-professionals/special-topics/de-identification/index.html',
            ),
          ],
        ),
        lesson(
          'FAIR data and responsible sharing',
          14,
          [video('FAIR principles for health data', 'Nz9cE4wTk2J')],
          [resource('GO FAIR: FAIR principles', 'https://www.go-fair.org/fair-principles/')],
        ),
      ],
    },
    {
      title: 'Governance and deployment',
      lessons: [
        lesson(
          'The WHO guidance on AI for health',
          16,
          [video('Six principles for AI in health', 'Lr3bY8mPh5W')],
          [
            resource(
              'WHO: Ethics and governance of AI for health',
              'https://www.who.int/publications/i/item/9789240029200',
            ),
          ],
        ),
        lesson(
          'Model cards and datasheets',
          14,
          [video('Documenting models and datasets', 'Pt6kD2nXc9Q')],
          [resource('Model Cards for Model Reporting (arXiv)', 'https://arxiv.org/abs/1810.03993')],
        ),
        lesson('Monitoring after deployment', 18, [
          video('Dataset shift in the clinic', 'Ax1hR7sLb3F'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Assignment: evaluate a tool',
      body: '<p>Pick an AI product marketed to hospitals in South Asia and evaluate it against the six WHO principles. Keep it to <strong>two pages</strong> and post it in the course forum by the end of module 3.</p>',
    },
  ],
});

export const ethicsCourses: SeedCourse[] = [ethicsAndIrb, responsibleAi];
