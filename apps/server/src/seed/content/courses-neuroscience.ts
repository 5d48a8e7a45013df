import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const eegProcessing = defineCourse({
  id: 11,
  title: 'EEG Signal Processing with Python',
  categoryId: categoryIds.neuroscience,
  instructorId: userIds.mahmudul,
  classCode: 'NS-EEG201',
  price: '9500.00',
  createdDaysAgo: 150,
  description:
    'Go from raw EEG recordings to quantitative features and classifiers with MNE-Python. Filtering, artefact removal with ICA, event-related potentials, spectral analysis and seizure detection.',
  overview:
    'Clinical EEG is still mostly read by eye, yet the same recordings contain quantitative information that can support diagnosis and research. This course teaches a complete, reproducible EEG pipeline in Python: loading EDF and BrainVision files, filtering and re-referencing, removing eye and muscle artefacts with independent component analysis, epoching around events, and computing power spectra and time-frequency maps. The final module trains a simple seizure detector on open data from PhysioNet.',
  outcomes: [
    'Load, inspect and annotate EEG recordings with MNE-Python',
    'Design appropriate filters and understand their side effects',
    'Remove artefacts with ICA',
    'Compute event-related potentials, power spectra and time-frequency representations',
    'Extract features and train a basic seizure classifier',
  ],
  prerequisites: [
    'Python basics, or completion of Python for Healthcare Data',
    'Basic understanding of EEG montages and rhythms',
    'Comfort with high-school trigonometry (sine waves)',
  ],
  modules: [
    {
      title: 'EEG data in Python',
      lessons: [
        lesson('What the EEG measures', 16, [video('The nervous system, part 1', 'qPix_X-9t7E')]),
        lesson(
          'Loading and plotting recordings with MNE',
          22,
          [video('MNE-Python: raw data, channels and annotations', 'Ek4rT8wNb2S')],
          [resource('MNE-Python documentation', 'https://mne.tools/stable/index.html')],
        ),
        lesson('Montages and re-referencing', 14, [
          video('Bipolar, average and linked-ear references', 'Yv7cK1mHq5D'),
        ]),
      ],
    },
    {
      title: 'Cleaning the signal',
      lessons: [
        lesson(
          'Filtering without distortion',
          24,
          [video('FIR and IIR filters for EEG', 'Wd3nS6pLx9A')],
          [
            resource(
              'SciPy signal processing',
              'https://docs.scipy.org/doc/scipy/reference/signal.html',
            ),
          ],
        ),
        lesson('Artefact removal with ICA', 26, [
          video('Independent component analysis in MNE', 'Rg8mZ2tFc4J'),
        ]),
      ],
    },
    {
      title: 'Analysing brain activity',
      lessons: [
        lesson('Epochs and event-related potentials', 20, [
          video('From events to ERPs', 'Lq5wB9vDs1N'),
        ]),
        lesson('Power spectra and frequency bands', 22, [
          video("Welch's method and band power", 'Tn2hY7kRe6X'),
        ]),
        lesson('Time-frequency analysis', 24, [video('Morlet wavelets explained', 'Ho9dC3xMa7P')]),
      ],
    },
    {
      title: 'Machine learning on EEG',
      lessons: [
        lesson(
          'Features for seizure detection',
          20,
          [video('Line length, entropy and band ratios', 'Kp6sV1nWt3G')],
          [
            resource(
              'CHB-MIT Scalp EEG Database (PhysioNet)',
              'https://physionet.org/content/chbmit/1.0.0/',
            ),
          ],
        ),
        lesson(
          'Training and validating a classifier',
          26,
          [video('Cross validation', 'fSytzGwwBVw')],
          [
            resource(
              'MNE-Python decoding tutorial',
              'https://mne.tools/stable/auto_tutorials/machine-learning/50_decoding.html',
            ),
          ],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Environment',
      body: '<pre><code>pip install mne scipy scikit-learn matplotlib</code></pre><p>MNE needs about 2 GB of free disk space for the sample datasets it downloads on first use.</p>',
    },
    {
      title: 'Patient data',
      body: '<p>Do not upload recordings from your hospital to shared notebooks. Use the open PhysioNet datasets for exercises, and keep clinical data on an encrypted local drive covered by your ethics approval.</p>',
    },
  ],
});

const computationalNeuroscience = defineCourse({
  id: 12,
  title: 'Computational Neuroscience for Clinicians',
  categoryId: categoryIds.neuroscience,
  instructorId: userIds.mahmudul,
  classCode: 'NS-CN301',
  price: '11000.00',
  createdDaysAgo: 130,
  description:
    "How neurons compute, modelled in Python: from the Hodgkin-Huxley equations to networks and learning rules, with links to epilepsy, Parkinson's disease and brain stimulation.",
  overview:
    'Models let us test ideas about the brain that experiments cannot reach directly. Written for clinicians and biomedical researchers, this course introduces the main model families of computational neuroscience and connects each one to a clinical question. You will simulate single neurons, synapses and small networks in Python, explore how changes in ion channels produce hyperexcitability, and see how reinforcement learning models explain dopamine signals. Mathematics is introduced as it is needed and always with code.',
  outcomes: [
    'Simulate integrate-and-fire and Hodgkin-Huxley neurons in Python',
    'Model synapses and small recurrent networks',
    'Relate channelopathies and network changes to epileptic activity',
    'Explain reinforcement learning models of dopamine',
  ],
  prerequisites: [
    'Python basics and NumPy',
    'Undergraduate physiology',
    'Willingness to meet simple differential equations',
  ],
  modules: [
    {
      title: 'Single neurons',
      lessons: [
        lesson(
          'Why model the brain?',
          14,
          [video('Meet your master: getting to know your brain', 'vHrmiy4W9C0')],
          [
            resource(
              'Neuromatch Academy: Computational Neuroscience',
              'https://compneuro.neuromatch.io/',
            ),
          ],
        ),
        lesson('Leaky integrate-and-fire neurons', 24, [
          video('Simulating a LIF neuron with NumPy', 'Jb6tW2qNc8V'),
        ]),
        lesson('The Hodgkin-Huxley model', 28, [
          video('Ion channels and the action potential', 'Sx1mP5kRd4H'),
        ]),
      ],
    },
    {
      title: 'Synapses and networks',
      lessons: [
        lesson('Synaptic transmission and plasticity', 22, [
          video('Modelling synapses', 'Ue4gN8vYb7K'),
        ]),
        lesson('Excitation-inhibition balance', 20, [
          video('E-I networks and seizures', 'Cd9rT3xLm2W'),
        ]),
      ],
    },
    {
      title: 'Learning and the clinic',
      lessons: [
        lesson('Neural networks: the brain-inspired view', 20, [
          video('But what is a neural network?', 'aircAruvnKk'),
        ]),
        lesson('Reinforcement learning and dopamine', 22, [
          video('Reward prediction errors', 'Zw7kF1hPs5Q'),
        ]),
        lesson('Models of deep brain stimulation', 18, [
          video("Basal ganglia models for Parkinson's disease", 'Mv3bD6nTe9A'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Reading list',
      body: '<ul><li>Dayan and Abbott, <strong>Theoretical Neuroscience</strong>, chapters 5 to 7</li><li>Gerstner et al., <a href="https://neuronaldynamics.epfl.ch/">Neuronal Dynamics</a> (free online)</li></ul>',
    },
  ],
});

const neuroimaging = defineCourse({
  id: 18,
  title: 'Neuroimaging Analysis: MRI and fMRI Fundamentals',
  categoryId: categoryIds.neuroscience,
  instructorId: userIds.mahmudul,
  classCode: 'NS-NI302',
  price: '14000.00',
  createdDaysAgo: 70,
  description:
    'Learn how structural and functional MRI data are acquired, preprocessed and analysed, using open datasets, BIDS and Python tools such as nibabel, fMRIPrep and Nilearn.',
  overview:
    'Neuroimaging research depends on long pipelines in which small choices change results. This course explains each stage so that you can run, check and report an analysis yourself: MRI physics at the level a researcher needs, the BIDS data standard, preprocessing with fMRIPrep, the general linear model for task fMRI, resting-state connectivity and basic machine learning on brain images. All examples use open data from OpenNeuro.',
  outcomes: [
    'Organise imaging data in BIDS format',
    'Run and quality-check preprocessing with fMRIPrep',
    'Fit a first-level general linear model with Nilearn',
    'Compute resting-state functional connectivity',
    'Report an imaging study following the COBIDAS recommendations',
  ],
  prerequisites: [
    'Python and NumPy',
    'Basic statistics including linear regression',
    'A computer with at least 16 GB of RAM, or access to a server',
  ],
  modules: [
    {
      title: 'Images and data standards',
      lessons: [
        lesson('MRI physics for researchers', 22, [
          video('How MRI works, in twenty minutes', 'Rn8vL2kWf6C'),
        ]),
        lesson(
          'NIfTI files and nibabel',
          16,
          [video('Loading brain images in Python', 'Gy3tX7mBq1S')],
          [resource('Nibabel documentation', 'https://nipy.org/nibabel/')],
        ),
        lesson(
          'The BIDS standard',
          14,
          [video('Organising data with BIDS', 'Wc5hN9pDz4T')],
          [resource('Brain Imaging Data Structure', 'https://bids.neuroimaging.io/')],
        ),
      ],
    },
    {
      title: 'Preprocessing',
      lessons: [
        lesson(
          'Running fMRIPrep',
          24,
          [video('fMRIPrep from start to report', 'Ks2dR6wYh8M')],
          [resource('fMRIPrep documentation', 'https://fmriprep.org/en/stable/')],
        ),
        lesson('Quality control', 18, [
          video('Motion, registration and what to exclude', 'Ep7bV3nXt2L'),
        ]),
      ],
    },
    {
      title: 'Statistical analysis',
      lessons: [
        lesson(
          'The general linear model for fMRI',
          26,
          [video('Linear regression, clearly explained', 'nk2CQITm_eo')],
          [resource('Nilearn user guide', 'https://nilearn.github.io/stable/user_guide.html')],
        ),
        lesson('Resting-state connectivity', 22, [
          video('Connectomes with Nilearn', 'Tm4kC8sFv9R'),
        ]),
        lesson(
          'Machine learning on brain images',
          20,
          [video('Decoding with Nilearn', 'Hw1pZ5xNd3E')],
          [resource('OpenNeuro', 'https://openneuro.org/')],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Compute requirements',
      body: '<p>fMRIPrep needs about 8 GB of RAM per subject. If your laptop is smaller, use the preprocessed derivatives we provide and skip straight to module 3.</p>',
    },
  ],
});

export const neuroscienceCourses: SeedCourse[] = [
  eegProcessing,
  computationalNeuroscience,
  neuroimaging,
];
