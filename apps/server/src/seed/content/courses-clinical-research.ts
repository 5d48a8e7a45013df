import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const mlForClinicalResearch = defineCourse({
  id: 1,
  title: 'Machine Learning for Clinical Research',
  categoryId: categoryIds.clinicalResearch,
  instructorId: userIds.instructor,
  classCode: 'CR-ML101',
  price: '12000.00',
  createdDaysAgo: 210,
  description:
    'Build, validate and report clinical prediction models with Python and scikit-learn. You will work through a full project on a de-identified hospital dataset, from a research question to a TRIPOD-compliant results section.',
  overview:
    'Most published clinical prediction models are never used, often because they were over-fitted, validated on the wrong patients or reported too vaguely to reproduce. This course teaches machine learning the way a clinical researcher needs it: starting from the clinical question and the data-generating process, choosing between logistic regression and tree ensembles for honest reasons, handling missing values and class imbalance, and validating with resampling and calibration rather than a single accuracy number. Every week ends with a notebook you can adapt to your own ward or registry data.',
  outcomes: [
    'Frame a clinical question as a prediction task with a clearly defined outcome, population and time horizon',
    'Prepare tabular clinical data in pandas, including missing-data handling and leakage checks',
    'Train and compare logistic regression, random forests and gradient boosting with scikit-learn',
    'Evaluate discrimination and calibration with cross-validation, ROC curves and calibration plots',
    'Report a prediction model following the TRIPOD checklist',
  ],
  prerequisites: [
    'Basic Python (variables, lists, functions) or completion of Python for Healthcare Data',
    'Introductory statistics: means, proportions and the idea of a p-value',
    'A laptop that can run Jupyter notebooks or a Google account for Colab',
  ],
  modules: [
    {
      title: 'From clinical question to prediction task',
      lessons: [
        lesson(
          'Prediction, explanation and causation',
          18,
          [video('Machine learning fundamentals: bias and variance', 'EuBBz3bI-aA')],
          [resource('TRIPOD statement', 'https://www.tripod-statement.org/')],
        ),
        lesson('Defining outcome, predictors and time horizon', 22, [
          video('Choosing a prediction horizon for ward data', 'Qm7hX2vLk9s'),
        ]),
        lesson('Data leakage in hospital records', 16, [
          video('Leakage: how models learn the future', 'b8Tr4WnZc1E'),
        ]),
      ],
    },
    {
      title: 'Models that clinicians can trust',
      lessons: [
        lesson(
          'Logistic regression as a baseline',
          25,
          [
            video('Logistic regression, clearly explained', 'yIYKR4sgzI8'),
            video('Odds and log(odds)', 'ARfXDSkQf1Y'),
          ],
          [
            resource(
              'scikit-learn: linear models',
              'https://scikit-learn.org/stable/modules/linear_model.html',
            ),
          ],
        ),
        lesson(
          'Decision trees and random forests',
          28,
          [
            video('Decision and classification trees', '_L39rN6gz7Y'),
            video('Random forests, part 1', 'J4Wdy0Wc_xQ'),
          ],
          [
            resource(
              'scikit-learn: ensemble methods',
              'https://scikit-learn.org/stable/modules/ensemble.html',
            ),
          ],
        ),
        lesson('Gradient boosting with XGBoost', 24, [
          video('XGBoost part 1: regression', 'OtD8wVaFm6E'),
        ]),
        lesson('Regularisation and small datasets', 20, [
          video('Regularization part 1: ridge regression', 'Q81RR3yKn30'),
        ]),
      ],
    },
    {
      title: 'Honest validation',
      lessons: [
        lesson(
          'Cross-validation done right',
          20,
          [video('Cross validation', 'fSytzGwwBVw')],
          [
            resource(
              'scikit-learn: cross-validation',
              'https://scikit-learn.org/stable/modules/cross_validation.html',
            ),
          ],
        ),
        lesson('Sensitivity, specificity and the confusion matrix', 18, [
          video('The confusion matrix', 'Kdsp6soqA7o'),
          video('Sensitivity and specificity', 'vP06aMoz4v8'),
        ]),
        lesson(
          'ROC curves, AUC and calibration',
          26,
          [video('ROC and AUC, clearly explained', '4jRBRDbJemM')],
          [
            resource(
              'scikit-learn: probability calibration',
              'https://scikit-learn.org/stable/modules/calibration.html',
            ),
          ],
        ),
      ],
    },
    {
      title: 'Interpreting and reporting your model',
      lessons: [
        lesson(
          'Explaining predictions with SHAP',
          22,
          [video('SHAP values for clinical models', 'Zr4fN8cQw2A')],
          [resource('SHAP documentation', 'https://shap.readthedocs.io/en/latest/')],
        ),
        lesson(
          'Writing a TRIPOD-compliant results section',
          20,
          [video('Reporting prediction models for journals', 'Hn3pW6tYv0M')],
          [
            resource(
              'Collins et al. TRIPOD+AI (BMJ 2024)',
              'https://www.bmj.com/content/385/bmj-2023-078378',
            ),
          ],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Setting up your environment',
      body: '<p>We use <strong>Python 3.11</strong> with pandas, scikit-learn, xgboost and shap. If you do not want to install anything, open the course notebooks in Google Colab.</p><pre><code>pip install pandas scikit-learn xgboost shap matplotlib</code></pre><p>Check the installation by running <code>import sklearn; print(sklearn.__version__)</code> in a notebook cell.</p>',
    },
    {
      title: 'About the practice dataset',
      body: '<h3>De-identified sepsis cohort</h3><p>The practice data are a synthetic extract modelled on adult medicine admissions. There are no real patients in it, but the missingness pattern and class imbalance are realistic.</p><ul><li>4,812 admissions, 38 predictors</li><li>Outcome: in-hospital death within 30 days</li><li>Roughly 11% positive class</li></ul>',
    },
  ],
});

const trialDesign = defineCourse({
  id: 2,
  title: 'Clinical Trial Design and Sample Size Calculation',
  categoryId: categoryIds.clinicalResearch,
  instructorId: userIds.farzana,
  classCode: 'CR-TD201',
  price: '8000.00',
  createdDaysAgo: 190,
  description:
    'Design randomised trials that answer their question: choosing a design, randomising and blinding properly, and calculating a sample size you can defend to an ethics committee. Includes worked examples from trials run in Bangladeshi hospitals.',
  overview:
    'A trial with too few participants cannot answer its question, and one with a biased allocation answers the wrong one. This course walks through the decisions that happen before the first patient is enrolled: parallel, crossover, cluster and non-inferiority designs; allocation concealment; outcome choice; and sample size calculation for continuous, binary and time-to-event outcomes. You will finish by drafting the methods section of a protocol that follows SPIRIT and can be registered on ClinicalTrials.gov or the WHO registry network.',
  outcomes: [
    'Choose an appropriate trial design for a clinical question and justify it',
    'Plan randomisation, allocation concealment and blinding',
    'Calculate sample size for continuous, binary and survival outcomes, including attrition',
    'Write a SPIRIT-compliant protocol methods section',
    'Register a trial and plan a CONSORT-compliant report',
  ],
  prerequisites: [
    'Familiarity with basic study designs (cohort, case-control, RCT)',
    'Comfort with percentages, means and standard deviations',
  ],
  modules: [
    {
      title: 'Choosing a design',
      lessons: [
        lesson(
          'Why randomise? Bias and confounding',
          20,
          [video('Randomised controlled trials explained', 'kV3cTq9mN2w')],
          [resource('CONSORT 2010 statement', 'https://www.consort-statement.org/')],
        ),
        lesson('Parallel, crossover and cluster trials', 24, [
          video('Trial designs compared', 'Pz8sLr2yJd4'),
        ]),
        lesson('Superiority, equivalence and non-inferiority', 22, [
          video('Non-inferiority margins in practice', 'Xc5nB7wQe1R'),
        ]),
      ],
    },
    {
      title: 'Randomisation and blinding',
      lessons: [
        lesson('Simple, block and stratified randomisation', 18, [
          video('Generating an allocation sequence in R', 'Lw2eH6vTa9K'),
        ]),
        lesson('Allocation concealment and blinding', 16, [
          video('Sealed envelopes are not enough', 'Fy9dM3rUp5N'),
        ]),
      ],
    },
    {
      title: 'Sample size and power',
      lessons: [
        lesson('Statistical power, clearly explained', 15, [
          video('Statistical power', 'Rsc5znwR5FA'),
        ]),
        lesson(
          'Sample size for means and proportions',
          30,
          [video('Worked example: comparing two proportions', 'Ru4kQ8zLs3V')],
          [
            resource(
              'G*Power software',
              'https://www.psychologie.hhu.de/arbeitsgruppen/allgemeine-psychologie-und-arbeitspsychologie/gpower',
            ),
          ],
        ),
        lesson('Time-to-event outcomes and attrition', 24, [
          video('Events, not patients: powering survival trials', 'Ab6tY1nWc8P'),
        ]),
      ],
    },
    {
      title: 'Protocol and registration',
      lessons: [
        lesson(
          'Writing the protocol with SPIRIT',
          26,
          [video('SPIRIT checklist walkthrough', 'Jd7vS2kXm4T')],
          [resource('SPIRIT statement', 'https://www.spirit-statement.org/')],
        ),
        lesson(
          'Registering on ClinicalTrials.gov and WHO ICTRP',
          14,
          [video('Trial registration step by step', 'Mq1zR5bHy8E')],
          [
            resource('ClinicalTrials.gov', 'https://clinicaltrials.gov/'),
            resource(
              'WHO International Clinical Trials Registry Platform',
              'https://www.who.int/clinical-trials-registry-platform',
            ),
          ],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Sample size calculator sheet',
      body: '<p>The spreadsheet used in module 3 is on the class drive. Always state the four ingredients in your protocol:</p><ul><li>significance level (usually 0.05, two-sided)</li><li>power (80% or 90%)</li><li>the minimum clinically important difference</li><li>the expected variability or control-group rate</li></ul>',
    },
  ],
});

const researchFoundations = defineCourse({
  id: 3,
  title: 'Foundations of Clinical Research Methodology',
  categoryId: categoryIds.clinicalResearch,
  instructorId: userIds.ashraful,
  classCode: 'CR-FD100',
  price: '0.00',
  createdDaysAgo: 240,
  description:
    'A free starting point for doctors, nurses and pharmacists who want to do research. Learn how to turn a clinical observation into a focused question, pick a study design and read a paper critically.',
  overview:
    "Many clinicians in Bangladesh are expected to publish for postgraduate training or promotion but were never taught research methods. This short course covers the essentials in plain language: formulating a PICO question, the hierarchy of study designs and what each can and cannot show, bias and confounding, and how to search PubMed efficiently. It is the recommended first step before any of the academy's specialised courses.",
  outcomes: [
    'Write a focused research question using the PICO framework',
    'Match a question to an appropriate study design',
    'Recognise common sources of bias and confounding',
    'Search PubMed with MeSH terms and filters',
  ],
  prerequisites: [
    'None beyond a clinical or health-science background',
    'Curiosity about how evidence is produced',
  ],
  modules: [
    {
      title: 'Asking answerable questions',
      lessons: [
        lesson('From bedside observation to research question', 12, [
          video('What is statistics? Crash Course', 'sxQaBpKfDRk'),
        ]),
        lesson('The PICO framework', 15, [
          video('Writing PICO questions with clinical examples', 'Tp3sW9xLc2F'),
        ]),
      ],
    },
    {
      title: 'Study designs',
      lessons: [
        lesson('Descriptive and analytical studies', 18, [
          video('Cross-sectional, case-control and cohort studies', 'Gv8mE4rYq6B'),
        ]),
        lesson(
          'Bias and confounding',
          20,
          [video('Confounding explained with a Dhaka example', 'Nk2wP7tCz5H')],
          [resource('Catalogue of Bias (Oxford CEBM)', 'https://catalogofbias.org/')],
        ),
        lesson('Where trials fit in', 14, [
          video('The evidence pyramid, and its limits', 'Sd5yU1oMv3J'),
        ]),
      ],
    },
    {
      title: 'Reading and finding evidence',
      lessons: [
        lesson(
          'Searching PubMed effectively',
          16,
          [video('PubMed searching with MeSH', 'Wh4xA8nKe7D')],
          [resource('PubMed', 'https://pubmed.ncbi.nlm.nih.gov/')],
        ),
        lesson(
          'Critical appraisal in twenty minutes',
          20,
          [video('Appraising a randomised trial', 'Yb6cR2jTf9L')],
          [resource('CASP checklists', 'https://casp-uk.net/casp-tools-checklists/')],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Welcome',
      body: '<p>This course is free and self-paced. Each lesson is short; aim for one module per week and post your PICO question in the <strong>Research Writing</strong> forum for feedback.</p>',
    },
  ],
});

const systematicReviews = defineCourse({
  id: 15,
  title: 'Systematic Reviews and Meta-Analysis',
  categoryId: categoryIds.clinicalResearch,
  instructorId: userIds.farzana,
  classCode: 'CR-SR301',
  price: '9000.00',
  createdDaysAgo: 80,
  description:
    'Plan, run and publish a systematic review with meta-analysis, from a registered PROSPERO protocol to a PRISMA 2020 flow diagram and forest plot. Hands-on meta-analysis in R with the meta and metafor packages.',
  overview:
    'A well-conducted systematic review is one of the most useful first publications a clinician can produce, and one of the easiest to do badly. We cover question formulation, protocol registration, reproducible search strategies, screening with two reviewers, risk-of-bias assessment, fixed- and random-effects meta-analysis, heterogeneity and publication bias. Each learner develops a protocol on a topic of their choice and receives written feedback.',
  outcomes: [
    'Write and register a review protocol on PROSPERO',
    'Design a reproducible multi-database search strategy',
    'Screen, extract and assess risk of bias with two reviewers',
    'Run fixed- and random-effects meta-analyses in R and interpret heterogeneity',
    'Report the review following PRISMA 2020',
  ],
  prerequisites: [
    'Foundations of Clinical Research Methodology or equivalent experience',
    'Basic R or willingness to follow along with provided scripts',
    'Access to PubMed; institutional access to other databases is helpful but not required',
  ],
  modules: [
    {
      title: 'Protocol and search',
      lessons: [
        lesson(
          'Is a systematic review the right project?',
          14,
          [video('Systematic reviews: when and why', 'Cu2hL5sQx8Z')],
          [
            resource(
              'Cochrane Handbook for Systematic Reviews',
              'https://training.cochrane.org/handbook',
            ),
          ],
        ),
        lesson(
          'Registering on PROSPERO',
          16,
          [video('PROSPERO registration walkthrough', 'Er9kV3mTb1W')],
          [resource('PROSPERO', 'https://www.crd.york.ac.uk/prospero/')],
        ),
        lesson('Building a search strategy', 28, [
          video('Boolean search across PubMed, Embase and CENTRAL', 'Ho7nZ2wYd4S'),
        ]),
      ],
    },
    {
      title: 'Screening and appraisal',
      lessons: [
        lesson('Title, abstract and full-text screening', 18, [
          video('Screening with Rayyan', 'Qa1fG6uRp3K'),
        ]),
        lesson('Risk of bias with RoB 2 and ROBINS-I', 24, [
          video('RoB 2 in practice', 'Vt4xJ8cNe2M'),
        ]),
      ],
    },
    {
      title: 'Meta-analysis in R',
      lessons: [
        lesson(
          'Effect sizes and the forest plot',
          26,
          [video('Meta-analysis with the meta package', 'Ig5bW9kLs7Q')],
          [
            resource(
              'Doing Meta-Analysis in R (online book)',
              'https://bookdown.org/MathiasHarrer/Doing_Meta_Analysis_in_R/',
            ),
          ],
        ),
        lesson('Heterogeneity and random effects', 22, [
          video('I-squared and tau-squared explained', 'Ob3yT7pXa6C'),
        ]),
        lesson('Publication bias and sensitivity analysis', 18, [
          video("Funnel plots and Egger's test", 'Zm8dK2vRh5U'),
        ]),
      ],
    },
    {
      title: 'Reporting',
      lessons: [
        lesson(
          'PRISMA 2020 and the flow diagram',
          16,
          [video('PRISMA 2020 explained', 'Lp6eN1sWq9G')],
          [resource('PRISMA statement', 'https://www.prisma-statement.org/')],
        ),
        lesson('GRADE: certainty of evidence', 20, [
          video('Summary of findings tables with GRADEpro', 'Kw3rH7zCt2Y'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Choosing your review topic',
      body: '<p>Good first topics are narrow and clinically useful. Before you commit, search PROSPERO and PubMed to make sure the review has not been done in the last three years.</p>',
    },
    {
      title: 'R packages for this course',
      body: '<pre><code>install.packages(c("meta", "metafor", "dmetar"))</code></pre><p>If <code>dmetar</code> fails to install from CRAN, skip it; we only use it for two helper functions.</p>',
    },
  ],
});

export const clinicalResearchCourses: SeedCourse[] = [
  mlForClinicalResearch,
  trialDesign,
  researchFoundations,
  systematicReviews,
];
