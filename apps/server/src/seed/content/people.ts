import type { SeedUser } from './types.ts';

/**
 * Every demo account signs in with this password (docs/product.md, The demo academy). It is public
 * by design: the demo exists so a person or a test can log in without reading the database.
 */
export const demoPassword = 'Academy#2026';

/** User ids referred to by courses, enrolments, forum posts and announcements. */
export const userIds = {
  admin: 1,
  instructor: 2,
  learner: 3,
  farzana: 4,
  mahmudul: 5,
  tahmina: 6,
  ashraful: 7,
  sabbir: 8,
  mithila: 9,
  arif: 10,
  sadia: 11,
  imran: 12,
  rumana: 13,
} as const;

const staff: SeedUser[] = [
  {
    id: userIds.admin,
    email: 'admin@academy.test',
    firstName: 'Tanvir',
    lastName: 'Ahmed',
    phone: '01711000001',
    role: 'admin',
    bio: 'Academy operations lead. Reviews bKash payment submissions, manages the course catalogue and answers support mail on weekdays from 9 AM to 6 PM.',
    joinedDaysAgo: 420,
  },
  {
    id: userIds.instructor,
    email: 'instructor@academy.test',
    firstName: 'Rafiqul',
    lastName: 'Islam',
    phone: '01819000002',
    role: 'instructor',
    bio: 'Machine learning researcher working on clinical prediction models and medical image analysis. PhD in computer science from the University of Tokyo; previously a postdoctoral fellow in a radiology AI lab and now a senior research scientist collaborating with tertiary hospitals in Dhaka. Author of more than twenty peer-reviewed papers on deep learning for chest X-ray, retinal imaging and sepsis prediction. He teaches the way he supervises: small reproducible steps, honest validation and code you can hand to a colleague.',
    joinedDaysAgo: 400,
  },
  {
    id: userIds.farzana,
    email: 'farzana.haque@academy.test',
    firstName: 'Farzana',
    lastName: 'Haque',
    phone: '01712345678',
    role: 'instructor',
    bio: 'Biostatistician and Associate Professor of Community Medicine at a Dhaka medical college. MPH (Biostatistics) from the James P. Grant School of Public Health. She has designed and analysed cohort studies, cluster-randomised trials and national surveys for more than twelve years, and sits on two institutional review boards as the statistical reviewer. Her courses focus on choosing the right analysis before the data arrive, and on writing results that reviewers cannot misread.',
    joinedDaysAgo: 380,
  },
  {
    id: userIds.mahmudul,
    email: 'mahmudul.hasan@academy.test',
    firstName: 'Mahmudul',
    lastName: 'Hasan',
    phone: '01912345670',
    role: 'instructor',
    bio: 'Neurologist and computational neuroscientist. After clinical training in neurology he completed a PhD on EEG biomarkers of epilepsy and spent four years in a brain-imaging lab before returning to Dhaka. He runs an EEG and neuroimaging research group, maintains open-source analysis pipelines in Python, and mentors clinicians who want to move from reading EEGs to quantifying them.',
    joinedDaysAgo: 350,
  },
  {
    id: userIds.tahmina,
    email: 'tahmina.sultana@academy.test',
    firstName: 'Tahmina',
    lastName: 'Sultana',
    phone: '01556789012',
    role: 'instructor',
    bio: 'Medical writer and research editor with fifteen years of experience, including a decade editing manuscripts and grant proposals at an international health research centre in Dhaka. She has helped more than three hundred researchers prepare papers for journals such as The Lancet Global Health, BMJ Open and PLOS ONE, and trains early-career doctors to write clearly, report transparently and respond to reviewers with confidence.',
    joinedDaysAgo: 330,
  },
  {
    id: userIds.ashraful,
    email: 'ashraful.karim@academy.test',
    firstName: 'Ashraful',
    lastName: 'Karim',
    phone: '01676543210',
    role: 'instructor',
    bio: 'Public health physician and research ethicist. Member secretary of an institutional review board and a trainer in Good Clinical Practice for over a decade. He advises study teams on informed consent, data protection and community engagement, and has a particular interest in the ethics of machine learning systems deployed in low-resource hospitals.',
    joinedDaysAgo: 300,
  },
];

const learners: SeedUser[] = [
  {
    id: userIds.learner,
    email: 'learner@academy.test',
    firstName: 'Nadia',
    lastName: 'Chowdhury',
    phone: '01711234567',
    role: 'learner',
    bio: 'Medical officer in internal medicine, preparing for an MD in clinical research. Learning Python and machine learning to analyse ward data for a first paper.',
    joinedDaysAgo: 120,
  },
  {
    id: userIds.sabbir,
    email: 'sabbir.hossain@academy.test',
    firstName: 'Sabbir',
    lastName: 'Hossain',
    phone: '01815678901',
    role: 'learner',
    bio: 'Intern doctor in Chattogram interested in cardiology research and risk prediction.',
    joinedDaysAgo: 95,
    listedInClass: true,
  },
  {
    id: userIds.mithila,
    email: 'mithila.das@academy.test',
    firstName: 'Mithila',
    lastName: 'Das',
    phone: '01913456789',
    role: 'learner',
    bio: 'Clinical pharmacist working on antimicrobial resistance surveillance.',
    joinedDaysAgo: 88,
  },
  {
    id: userIds.arif,
    email: 'arif.mahmud@academy.test',
    firstName: 'Arif',
    lastName: 'Mahmud',
    phone: '01612345098',
    role: 'learner',
    bio: 'MPH student writing a thesis on maternal health service use in rural Sylhet.',
    joinedDaysAgo: 70,
  },
  {
    id: userIds.sadia,
    email: 'sadia.afrin@academy.test',
    firstName: 'Sadia',
    lastName: 'Afrin',
    phone: '01534567812',
    role: 'learner',
    bio: 'Nurse researcher in a Rajshahi teaching hospital, studying pressure-injury prevention.',
    joinedDaysAgo: 61,
    listedInClass: true,
  },
  {
    id: userIds.imran,
    email: 'imran.kabir@academy.test',
    firstName: 'Imran',
    lastName: 'Kabir',
    phone: '01798765432',
    role: 'learner',
    bio: 'Software engineer moving into health data science; volunteers with a telemedicine NGO.',
    joinedDaysAgo: 45,
    listedInClass: true,
  },
  {
    id: userIds.rumana,
    email: 'rumana.parvin@academy.test',
    firstName: 'Rumana',
    lastName: 'Parvin',
    phone: '01387654321',
    role: 'learner',
    bio: 'Dental surgeon and lecturer curious about deep learning for oral radiographs.',
    joinedDaysAgo: 30,
  },
];

/** All demo accounts; every one is verified and uses `demoPassword`. */
export const people: SeedUser[] = [...staff, ...learners];
