import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const pythonForHealthcare = defineCourse({
  id: 6,
  title: 'Python for Healthcare Data',
  categoryId: categoryIds.dataAnalysis,
  instructorId: userIds.instructor,
  classCode: 'DA-PY101',
  price: '4500.00',
  createdDaysAgo: 230,
  description:
    'Learn Python from zero using real healthcare examples: patient registers, lab results and survey data. By the end you will clean, summarise and plot a dataset in a Jupyter notebook you can share.',
  overview:
    'Spreadsheets break down once a dataset has thousands of rows, several visits per patient or values typed by many people. This course teaches the Python you actually need for health data: variables and functions, then pandas for reading, cleaning, reshaping and merging tables, and matplotlib and seaborn for figures. Every exercise uses realistic data such as a dengue surveillance line list and a diabetes clinic register, so the skills transfer directly to your own work.',
  outcomes: [
    'Write and run Python in Jupyter notebooks and Google Colab',
    'Load CSV and Excel files into pandas and inspect them',
    'Clean messy clinical data: dates, units, duplicates and missing values',
    'Summarise data by group and reshape it between wide and long formats',
    'Produce publication-quality figures with matplotlib and seaborn',
  ],
  prerequisites: [
    'No programming experience required',
    'Comfort with spreadsheets such as Excel',
    'A laptop with internet access',
  ],
  modules: [
    {
      title: 'Getting started with Python',
      lessons: [
        lesson(
          'Installing Python and Jupyter',
          15,
          [video('Learn Python: full course for beginners', 'rfscVS0vtbw')],
          [resource('Project Jupyter', 'https://jupyter.org/')],
        ),
        lesson('Variables, types and lists', 20, [
          video('CS50P: Introduction to programming with Python', 'nLRL_NcnK-4'),
        ]),
        lesson(
          'Functions and loops',
          22,
          [video('Functions for repeated calculations (BMI, eGFR)', 'Pk4sN8wCy2R')],
          [
            resource(
              'Software Carpentry: Programming with Python',
              'https://swcarpentry.github.io/python-novice-inflammation/',
            ),
          ],
        ),
      ],
    },
    {
      title: 'Working with tables in pandas',
      lessons: [
        lesson(
          'Reading and inspecting data',
          18,
          [video('Pandas tutorial: getting started with DataFrames', 'ZyhVh-qRZPA')],
          [resource('pandas user guide', 'https://pandas.pydata.org/docs/user_guide/index.html')],
        ),
        lesson('Cleaning dates, units and categories', 26, [
          video('Data analysis with Python: full course', 'r-uOLxNrNk8'),
        ]),
        lesson('Missing values and duplicates', 18, [
          video('Handling missing data in clinical tables', 'Tg7bX3mQe5V'),
        ]),
        lesson('Grouping, merging and reshaping', 24, [
          video('groupby, merge and melt with patient visits', 'Ls2kW9hDn4J'),
        ]),
      ],
    },
    {
      title: 'Visualising health data',
      lessons: [
        lesson(
          'Plotting with matplotlib',
          20,
          [video('Matplotlib for epidemic curves', 'Hy6vC1rTz8M')],
          [resource('Matplotlib tutorials', 'https://matplotlib.org/stable/tutorials/index.html')],
        ),
        lesson(
          'Statistical plots with seaborn',
          18,
          [video('Seaborn distributions and boxplots', 'Ox3fJ7pKa9B')],
          [resource('seaborn tutorial', 'https://seaborn.pydata.org/tutorial.html')],
        ),
      ],
    },
    {
      title: 'Capstone: a reproducible analysis',
      lessons: [
        lesson(
          'Structuring a notebook for sharing',
          14,
          [video('Reproducible notebooks', 'Ie8dM4sYw2C')],
          [
            resource(
              'The Turing Way: reproducible research',
              'https://book.the-turing-way.org/reproducible-research/reproducible-research',
            ),
          ],
        ),
        lesson('Capstone walkthrough: dengue line list', 30, [
          video('From raw line list to weekly report', 'Vb5nR2xLq7S'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Colab or local install?',
      body: '<p>Either works. Colab needs only a Google account; a local install with <strong>Anaconda</strong> or <code>pip</code> lets you keep patient data off the cloud, which your ethics approval may require.</p>',
    },
    {
      title: 'Datasets for the exercises',
      body: '<ul><li><code>dengue_linelist.csv</code>: synthetic surveillance data</li><li><code>diabetes_clinic.xlsx</code>: three visits per patient</li><li><code>hh_survey.csv</code>: household survey extract</li></ul><p>All files are synthetic and safe to share.</p>',
    },
  ],
});

const survivalAnalysis = defineCourse({
  id: 7,
  title: 'Survival Analysis in R',
  categoryId: categoryIds.dataAnalysis,
  instructorId: userIds.farzana,
  classCode: 'DA-SA201',
  price: '7000.00',
  createdDaysAgo: 160,
  description:
    'Analyse time-to-event data correctly: Kaplan-Meier curves, log-rank tests, Cox proportional hazards models and competing risks, all in R with the survival and survminer packages.',
  overview:
    'Follow-up ends at different times for different patients, and treating censored observations as events or as non-events gives biased answers. This course builds survival analysis from the ground up: censoring and the survival function, Kaplan-Meier estimation, comparing groups, and the Cox model with checks of its assumptions. Later modules cover time-varying covariates and competing risks, using examples from oncology and tuberculosis cohorts.',
  outcomes: [
    'Explain censoring and set up time-to-event data correctly',
    'Estimate and plot Kaplan-Meier curves with risk tables',
    'Fit and interpret Cox proportional hazards models',
    'Check the proportional hazards assumption and handle violations',
    'Analyse competing risks with cumulative incidence functions',
  ],
  prerequisites: [
    'Basic R: loading data, data frames and running functions',
    'Familiarity with regression models',
    'Biostatistics with R for Medical Researchers, or equivalent',
  ],
  modules: [
    {
      title: 'Time-to-event data',
      lessons: [
        lesson(
          'Censoring and the survival function',
          20,
          [video('What is survival analysis?', 'Kc9tP3wRm6Y')],
          [resource('survival package on CRAN', 'https://cran.r-project.org/package=survival')],
        ),
        lesson('Setting up survival data in R', 18, [
          video('R programming tutorial: the basics', '_V8eKsto3Ug'),
        ]),
      ],
    },
    {
      title: 'Kaplan-Meier and log-rank',
      lessons: [
        lesson('Kaplan-Meier estimation', 22, [
          video('Kaplan-Meier curves by hand and in R', 'Fw4mL8zNc1T'),
        ]),
        lesson(
          'Comparing groups with the log-rank test',
          16,
          [video('Log-rank test explained', 'Ra2hV6yBk9D')],
          [resource('survminer package', 'https://rpkgs.datanovia.com/survminer/')],
        ),
      ],
    },
    {
      title: 'Cox regression',
      lessons: [
        lesson('The Cox proportional hazards model', 26, [
          video('Hazard ratios and the Cox model', 'Dz7kQ1sXp4H'),
        ]),
        lesson(
          'Checking proportional hazards',
          20,
          [video('Schoenfeld residuals in practice', 'Ym3wT5gJe8N')],
          [
            resource(
              'Therneau: Using time dependent covariates (vignette)',
              'https://cran.r-project.org/web/packages/survival/vignettes/timedep.pdf',
            ),
          ],
        ),
        lesson('Time-varying covariates', 18, [
          video('Counting-process data format', 'Nq6bC2rLv5W'),
        ]),
      ],
    },
    {
      title: 'Beyond the basics',
      lessons: [
        lesson('Competing risks', 22, [
          video('Cumulative incidence and Fine-Gray models', 'Gt1xF9mKs3A'),
        ]),
        lesson('Reporting survival analyses', 14, [
          video('Figures and tables for survival results', 'Ap8vS4dYh7Z'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'R setup',
      body: '<pre><code>install.packages(c("survival", "survminer", "cmprsk", "tidyverse"))</code></pre><p>We use R 4.3 or later and RStudio Desktop.</p>',
    },
  ],
});

const biostatisticsWithR = defineCourse({
  id: 8,
  title: 'Biostatistics with R for Medical Researchers',
  categoryId: categoryIds.dataAnalysis,
  instructorId: userIds.farzana,
  classCode: 'DA-BR101',
  price: '5500.00',
  createdDaysAgo: 220,
  description:
    'The statistics every thesis and paper needs, taught with R: describing data, confidence intervals, hypothesis tests, and linear and logistic regression, with an emphasis on choosing and interpreting the right test.',
  overview:
    'Postgraduate students often meet statistics as a list of tests to run in SPSS. This course replaces the list with understanding. We start with distributions and estimation, move to hypothesis testing and what p-values do and do not mean, and finish with regression models that adjust for confounders. Everything is done in R and RStudio with the tidyverse, and each module includes a short quiz and a worked dataset from a Bangladeshi hospital study.',
  outcomes: [
    'Describe and visualise continuous and categorical data in R',
    'Calculate and interpret confidence intervals',
    'Choose between t-tests, chi-squared, non-parametric tests and ANOVA',
    'Fit and interpret linear and logistic regression models',
    'Report statistical results in the style medical journals expect',
  ],
  prerequisites: ['Secondary-school mathematics', 'No prior R experience required'],
  modules: [
    {
      title: 'Describing data',
      lessons: [
        lesson(
          'R and RStudio for beginners',
          22,
          [video('R programming tutorial', '_V8eKsto3Ug')],
          [resource('R for Data Science (2e)', 'https://r4ds.hadley.nz/')],
        ),
        lesson('Probability distributions', 18, [
          video('The main ideas behind probability distributions', 'oI3hZJqXJuc'),
        ]),
        lesson('Summary statistics and tables', 15, [
          video('Table 1 with gtsummary', 'Ws5cN2kRb8X'),
        ]),
      ],
    },
    {
      title: 'Estimation and testing',
      lessons: [
        lesson('Confidence intervals', 18, [
          video('Confidence intervals, clearly explained', 'Zk1pE7tVy3G'),
        ]),
        lesson(
          'p-values: what they are and are not',
          16,
          [video('p-values: what they are and how to interpret them', 'vemZtEM63GY')],
          [
            resource(
              'ASA statement on p-values',
              'https://www.tandfonline.com/doi/full/10.1080/00031305.2016.1154108',
            ),
          ],
        ),
        lesson('Choosing the right test', 24, [
          video('t-test, chi-squared or Mann-Whitney?', 'Cr6mH4wLs9J'),
        ]),
      ],
    },
    {
      title: 'Regression',
      lessons: [
        lesson('Linear regression', 24, [
          video('Linear regression, clearly explained', 'nk2CQITm_eo'),
        ]),
        lesson('Logistic regression and odds ratios', 24, [
          video('Logistic regression, clearly explained', 'yIYKR4sgzI8'),
        ]),
        lesson('Adjusting for confounders', 20, [
          video('Multivariable models for observational data', 'Bh9yR3nQt6E'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Reporting numbers',
      body: '<p>Report effect sizes with 95% confidence intervals, not only p-values. Give exact p-values to two or three decimals (<code>p = 0.032</code>) and write <code>p &lt; 0.001</code> for very small values.</p>',
    },
  ],
});

const dataVisualisation = defineCourse({
  id: 17,
  title: 'Data Visualisation for Health Research',
  categoryId: categoryIds.dataAnalysis,
  instructorId: userIds.farzana,
  classCode: 'DA-DV102',
  price: '3500.00',
  createdDaysAgo: 50,
  description:
    'Make figures that reviewers understand at a glance. Principles of visual perception, the right chart for each question, and hands-on ggplot2 for forest plots, epidemic curves and maps.',
  overview:
    'A good figure can carry the main result of a paper; a bad one hides it. This course combines design principles with practical ggplot2 skills. You will learn why bar charts of means mislead, how to show uncertainty, how to choose colours that print in greyscale and are readable by colour-blind reviewers, and how to export figures at journal resolution. The last module covers district-level maps of Bangladesh with the sf package.',
  outcomes: [
    'Choose an appropriate chart type for a research question',
    'Build layered plots in ggplot2',
    'Show uncertainty with intervals and raw data',
    'Export figures that meet journal requirements',
  ],
  prerequisites: [
    'Basic R, or completion of Biostatistics with R for Medical Researchers',
    'A dataset of your own is helpful but not required',
  ],
  modules: [
    {
      title: 'Seeing data clearly',
      lessons: [
        lesson('How readers decode charts', 14, [
          video('Principles of effective data visualisation', 'Me4tB8wKc2P'),
        ]),
        lesson(
          'Choosing the right chart',
          16,
          [video('From question to chart type', 'Ur7nX1dLf5S')],
          [resource('From Data to Viz', 'https://www.data-to-viz.com/')],
        ),
      ],
    },
    {
      title: 'ggplot2 in practice',
      lessons: [
        lesson(
          'The grammar of graphics',
          22,
          [video('ggplot2 layers, aesthetics and geoms', 'Kx2sQ9hVn7B')],
          [resource('ggplot2 documentation', 'https://ggplot2.tidyverse.org/')],
        ),
        lesson('Forest plots and epidemic curves', 24, [
          video('Forest plots in ggplot2', 'Hd6wF3mZr1Y'),
        ]),
        lesson('Maps of Bangladesh with sf', 20, [
          video('Choropleth maps by district', 'Pn1yC5tGe8Q'),
        ]),
      ],
    },
    {
      title: 'Publication-ready figures',
      lessons: [
        lesson('Colour, fonts and accessibility', 14, [
          video('Colour-blind-safe palettes', 'Ew8kR4vBj3M'),
        ]),
        lesson('Exporting at journal resolution', 10, [
          video('ggsave for TIFF, PDF and EPS', 'Lb5hT2nXs6C'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Figure checklist',
      body: '<ul><li>Axis labels with units</li><li>Legend only when needed</li><li>At least 300 dpi for raster images</li><li>Readable in greyscale</li></ul>',
    },
  ],
});

/**
 * A live cohort whose seats are all taken. The title is literally 'Sit Filled Up' because the
 * home page shows a badge for that title on its card; enrolment is closed.
 */
const seatsFilled = defineCourse({
  id: 20,
  title: 'Sit Filled Up',
  categoryId: categoryIds.dataAnalysis,
  instructorId: userIds.farzana,
  classCode: 'DA-LC301',
  price: '8500.00',
  badge: 'seats_filled',
  isEnrollmentOpen: false,
  createdDaysAgo: 40,
  description:
    'A live, mentored eight-week cohort in applied clinical data analysis. Every seat in the current batch is taken; the next batch opens for enrolment soon.',
  overview:
    'Each participant brings a real dataset from their hospital or research project and works through cleaning, analysis and reporting with weekly live sessions and individual feedback. Group size is capped at twenty so that every analysis plan gets reviewed, which is why enrolment closes once the seats are filled. Recordings of live sessions are uploaded within 24 hours.',
  outcomes: [
    'Write a statistical analysis plan for your own dataset',
    'Clean and analyse the data in R with a reproducible script',
    'Present results to peers and respond to questions',
    'Prepare tables and figures for a manuscript draft',
  ],
  prerequisites: [
    'A de-identified dataset with ethics approval for analysis',
    'Biostatistics with R for Medical Researchers or equivalent',
  ],
  modules: [
    {
      title: 'Planning',
      lessons: [
        lesson('Writing a statistical analysis plan', 40, [
          video('Live session 1: analysis plans', 'Sg3vM7kNw1D'),
        ]),
        lesson('Data dictionaries and cleaning scripts', 35, [
          video('Live session 2: cleaning in R', 'Jp9cR4xTb6H'),
        ]),
      ],
    },
    {
      title: 'Analysis clinic',
      lessons: [
        lesson('Peer review of analysis plans', 45, [
          video('Live session 3: plan review', 'Qe2nL8sYv5K'),
        ]),
        lesson('Modelling your outcome', 45, [
          video('Live session 4: regression clinic', 'Wt6bD1hMc9R'),
        ]),
      ],
    },
    {
      title: 'Presenting results',
      lessons: [
        lesson('Tables and figures review', 40, [
          video('Live session 5: results review', 'Ay4kP7wJn2F'),
        ]),
        lesson('Final presentations', 60, [video('Live session 6: presentations', 'Tc8mV3qZs7L')]),
      ],
    },
  ],
  notes: [
    {
      title: 'Next batch',
      body: '<p>This batch is full. Follow the academy announcements to hear when enrolment for the next batch opens.</p>',
    },
  ],
});

export const dataAnalysisCourses: SeedCourse[] = [
  pythonForHealthcare,
  survivalAnalysis,
  biostatisticsWithR,
  dataVisualisation,
  seatsFilled,
];
