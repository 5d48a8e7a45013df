import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const publishingPaper = defineCourse({
  id: 4,
  title: 'Writing and Publishing a Research Paper',
  categoryId: categoryIds.medicalWriting,
  instructorId: userIds.tahmina,
  classCode: 'MW-WP101',
  price: '6000.00',
  createdDaysAgo: 200,
  description:
    'Turn your data into a manuscript that editors send out for review. A section-by-section guide to the IMRaD paper, choosing a journal, avoiding predatory publishers and answering reviewers.',
  overview:
    "Good research is regularly rejected because the paper is hard to follow. This course treats writing as part of the research: you will outline the paper around one clear message, draft each IMRaD section with the relevant reporting guideline beside you, build tables and figures that stand alone, and write an abstract and cover letter that make an editor's decision easy. The final module covers peer review, revision and the ethics of authorship according to ICMJE.",
  outcomes: [
    'Structure a manuscript around a single take-home message',
    'Draft introduction, methods, results and discussion sections that follow reporting guidelines',
    'Design tables and figures that stand on their own',
    'Select a suitable journal and recognise predatory publishers',
    'Write a point-by-point response to reviewers',
  ],
  prerequisites: [
    'A completed or nearly completed study with results to report',
    'Working knowledge of English academic reading',
  ],
  modules: [
    {
      title: 'Planning the paper',
      lessons: [
        lesson('How to write a great research paper', 35, [
          video('Simon Peyton Jones: How to write a great research paper', 'VK51E3gHENc'),
        ]),
        lesson('One message, one paper', 14, [
          video('Finding the story in your results', 'Rc2vX8mLd5P'),
        ]),
        lesson(
          'Reporting guidelines: the EQUATOR network',
          12,
          [video('Which checklist applies to my study?', 'Dn7kQ3wFb9T')],
          [resource('EQUATOR Network', 'https://www.equator-network.org/')],
        ),
      ],
    },
    {
      title: 'Drafting the IMRaD sections',
      lessons: [
        lesson('Introduction: the funnel', 18, [
          video('Writing an introduction reviewers like', 'Ut5hB1zSe4N'),
        ]),
        lesson(
          'Methods that can be reproduced',
          22,
          [video('Methods sections for observational studies', 'Pe9wC4nRv2K')],
          [resource('STROBE statement', 'https://www.strobe-statement.org/')],
        ),
        lesson('Results, tables and figures', 24, [
          video('Designing tables that stand alone', 'Mb3tY6qJx8A'),
        ]),
        lesson('Discussion and limitations', 18, [
          video('Writing an honest discussion', 'Af1sL7gWk3Z'),
        ]),
      ],
    },
    {
      title: 'Submission and peer review',
      lessons: [
        lesson(
          'Choosing a journal',
          16,
          [video('Journal selection without guesswork', 'Wk4pN9cEy6H')],
          [resource('Think. Check. Submit.', 'https://thinkchecksubmit.org/')],
        ),
        lesson('Abstract, title and cover letter', 15, [
          video('Abstracts that get read', 'Tz2mR5xDq1U'),
        ]),
        lesson(
          'Responding to reviewers',
          20,
          [video('The point-by-point response letter', 'Gs8yV3hPa7C')],
          [resource('ICMJE Recommendations', 'https://www.icmje.org/recommendations/')],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Manuscript template',
      body: '<p>Use the IMRaD template on the class drive. Keep one sentence at the top of the file stating the message of the paper, and delete anything that does not support it.</p>',
    },
    {
      title: 'Predatory journal warning signs',
      body: '<ul><li>Acceptance promised within days</li><li>Fees requested before peer review</li><li>Editorial board members you cannot verify</li><li>Not indexed where it claims to be</li></ul><p>When in doubt, check <a href="https://thinkchecksubmit.org/">Think. Check. Submit.</a></p>',
    },
  ],
});

const referenceAndLatex = defineCourse({
  id: 5,
  title: 'Reference Management and LaTeX for Scientists',
  categoryId: categoryIds.medicalWriting,
  instructorId: userIds.tahmina,
  classCode: 'MW-LZ102',
  price: '2500.00',
  createdDaysAgo: 170,
  description:
    'Stop formatting references by hand. Learn Zotero for collecting and citing literature and Overleaf LaTeX for manuscripts and theses that change journal style in one click.',
  overview:
    'Reference errors are among the most common reasons for a manuscript to be returned before review. In this practical course you will build a Zotero library from PubMed, annotate PDFs, cite in Word and Google Docs, and then write a short paper in Overleaf with BibTeX, tables, equations and figures. The final lesson shows how to switch between Vancouver and APA styles and how to prepare a thesis template for a Bangladeshi university.',
  outcomes: [
    'Build and organise a Zotero library with collections and tags',
    'Insert citations and bibliographies in Word and Google Docs',
    'Write a paper in Overleaf with sections, figures, tables and equations',
    'Manage references with BibTeX and switch citation styles',
  ],
  prerequisites: [
    'Comfort using a web browser and a word processor',
    'A free Zotero and Overleaf account',
  ],
  modules: [
    {
      title: 'Zotero',
      lessons: [
        lesson(
          'Building your library from PubMed',
          14,
          [video('Zotero quick start', 'Xf6nH2cTr8M')],
          [resource('Zotero documentation', 'https://www.zotero.org/support/')],
        ),
        lesson('Citing in Word and Google Docs', 12, [
          video('Zotero word processor plugins', 'Bq4kS9vLw3E'),
        ]),
      ],
    },
    {
      title: 'LaTeX with Overleaf',
      lessons: [
        lesson(
          'Your first Overleaf document',
          18,
          [video('LaTeX in 30 minutes', 'Jr7tZ1mXc5P')],
          [
            resource(
              'Overleaf: Learn LaTeX in 30 minutes',
              'https://www.overleaf.com/learn/latex/Learn_LaTeX_in_30_minutes',
            ),
          ],
        ),
        lesson('Tables, figures and equations', 22, [
          video('Floats and tables in LaTeX', 'Ke2wD8yNb6R'),
        ]),
        lesson(
          'BibTeX and citation styles',
          16,
          [video('Bibliographies with BibTeX and biblatex', 'Vn5gQ3pHt9A')],
          [
            resource(
              'Overleaf: Bibliography management',
              'https://www.overleaf.com/learn/latex/Bibliography_management_with_bibtex',
            ),
          ],
        ),
      ],
    },
    {
      title: 'Putting it together',
      lessons: [
        lesson('Exporting Zotero to BibTeX', 10, [
          video('Better BibTeX for Zotero', 'Ly8cF4sWm2J'),
        ]),
        lesson('A thesis template that survives revisions', 20, [
          video('Structuring a thesis in Overleaf', 'Hm1vR6kZe4T'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Citation style for Bangladeshi journals',
      body: '<p>Most medical journals published in Bangladesh use <strong>Vancouver</strong> numbering. In Zotero choose <code>American Medical Association</code> or <code>Vancouver</code> under Document Preferences.</p>',
    },
  ],
});

const grantWriting = defineCourse({
  id: 16,
  title: 'Grant Writing for Health Researchers',
  categoryId: categoryIds.medicalWriting,
  instructorId: userIds.tahmina,
  classCode: 'MW-GW201',
  price: '7500.00',
  createdDaysAgo: 60,
  description:
    'Write competitive research proposals for national and international funders. From specific aims to budget justification, with real funded examples and review-panel feedback.',
  overview:
    'Funding decides which research questions get answered. This course teaches the structure shared by most health research funders, including BMRC, the Wellcome Trust and NIH: a compelling significance statement, specific aims that reviewers can score, a feasible approach with preliminary data, and a budget that matches the work. You will draft a two-page concept note during the course and receive comments from a mock review panel.',
  outcomes: [
    'Identify funding calls suitable for early-career researchers in Bangladesh',
    'Write specific aims that are focused, measurable and fundable',
    'Present significance, innovation and approach convincingly',
    'Prepare a realistic budget and justification',
  ],
  prerequisites: [
    'A research idea you would like to fund',
    'Writing and Publishing a Research Paper, or experience writing a manuscript',
  ],
  modules: [
    {
      title: 'Finding the right funder',
      lessons: [
        lesson(
          'The funding landscape for health research',
          16,
          [video('Where research money comes from', 'Qv3nT7cKs1W')],
          [resource('Bangladesh Medical Research Council', 'https://bmrcbd.org/')],
        ),
        lesson('Reading a call for proposals', 12, [
          video('Decoding funder priorities', 'Sy9mB2hDe5F'),
        ]),
      ],
    },
    {
      title: 'The proposal',
      lessons: [
        lesson(
          'Specific aims: the most important page',
          24,
          [video('Writing specific aims', 'Nt6pK1wGx8L')],
          [
            resource(
              'NIH: Write your application',
              'https://grants.nih.gov/grants-process/write-application',
            ),
          ],
        ),
        lesson('Significance and innovation', 18, [video('Making reviewers care', 'Ec4zY8rVa3Q')]),
        lesson('Approach, feasibility and pitfalls', 22, [
          video('Designing an approach section', 'Wu2hJ5nMt7D'),
        ]),
      ],
    },
    {
      title: 'Budget and submission',
      lessons: [
        lesson('Budget and justification', 18, [
          video('Costing a research project', 'Rb7gS3xLp9K'),
        ]),
        lesson(
          'How review panels score proposals',
          20,
          [video('Inside a grant review panel', 'Ah5dW1qCz6N')],
          [resource('Wellcome: Apply for a grant', 'https://wellcome.org/grant-funding/guidance')],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Concept note deadline',
      body: '<p>Submit your two-page concept note by the end of module 2. Use <strong>11-point Arial</strong> and 2 cm margins, the format most funders require.</p>',
    },
  ],
});

export const medicalWritingCourses: SeedCourse[] = [
  publishingPaper,
  referenceAndLatex,
  grantWriting,
];
