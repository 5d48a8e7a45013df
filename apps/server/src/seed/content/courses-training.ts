import { categoryIds } from './categories.ts';
import { defineCourse, lesson, resource, video } from './define-course.ts';
import { userIds } from './people.ts';
import type { SeedCourse } from './types.ts';

const deepLearningImaging = defineCourse({
  id: 13,
  title: 'Deep Learning for Medical Imaging',
  categoryId: categoryIds.training,
  instructorId: userIds.instructor,
  classCode: 'TR-DL301',
  price: '18000.00',
  createdDaysAgo: 140,
  description:
    'Train convolutional neural networks and U-Nets on chest X-rays, retinal photographs and CT scans with PyTorch and MONAI. Covers data pipelines, transfer learning, segmentation and clinical validation.',
  overview:
    'Deep learning has changed medical image analysis, but a model that scores well on a public benchmark can fail on images from a different hospital or scanner. This intensive course builds the skills to develop imaging models responsibly. You will start with the mathematics of neural networks and backpropagation, then train classifiers with transfer learning, segment organs and lesions with U-Net, handle DICOM and NIfTI data with MONAI, and evaluate models with external validation, saliency maps and subgroup analysis. Each learner completes a project on an open dataset.',
  outcomes: [
    'Explain how neural networks learn through gradient descent and backpropagation',
    'Build data pipelines for DICOM and NIfTI images with MONAI',
    'Fine-tune pretrained CNNs for medical image classification',
    'Train and evaluate a U-Net for segmentation',
    'Validate imaging models externally and check for shortcut learning',
    'Report an imaging AI study following CLAIM',
  ],
  prerequisites: [
    'Python and NumPy, or completion of Python for Healthcare Data',
    'Machine Learning for Clinical Research, or equivalent ML experience',
    'Access to a GPU (Google Colab is sufficient)',
  ],
  modules: [
    {
      title: 'Neural network foundations',
      lessons: [
        lesson('What is a neural network?', 20, [
          video('But what is a neural network?', 'aircAruvnKk'),
        ]),
        lesson('Gradient descent and backpropagation', 30, [
          video('Gradient descent, how neural networks learn', 'IHZwWFHWa-w'),
          video('What is backpropagation really doing?', 'Ilg3gGewQ5U'),
        ]),
        lesson('Building micrograd from scratch', 45, [
          video('The spelled-out intro to neural networks and backpropagation', 'VMj-3S1tku0'),
        ]),
      ],
    },
    {
      title: 'Convolutional networks',
      lessons: [
        lesson('Convolutions and feature maps', 22, [
          video('But what is a convolution?', 'KuXjwB4LzSA'),
        ]),
        lesson(
          'CNN architectures for vision',
          28,
          [video('CS231n lecture 1: introduction to computer vision', 'vT1JzLTH4G4')],
          [
            resource(
              'He et al., Deep Residual Learning (arXiv)',
              'https://arxiv.org/abs/1512.03385',
            ),
          ],
        ),
        lesson(
          'Transfer learning on chest X-rays',
          30,
          [video('Practical deep learning, lesson 1', '8SF_h3xF3cE')],
          [resource('CheXNet (arXiv)', 'https://arxiv.org/abs/1711.05225')],
        ),
      ],
    },
    {
      title: 'Medical imaging pipelines',
      lessons: [
        lesson(
          'DICOM, NIfTI and MONAI transforms',
          24,
          [video('MONAI data loading and augmentation', 'Fs6nW2kTr8B')],
          [resource('MONAI', 'https://monai.io/')],
        ),
        lesson(
          'Segmentation with U-Net',
          32,
          [video('U-Net explained and implemented', 'Xd3mQ7vLp1K')],
          [resource('Ronneberger et al., U-Net (arXiv)', 'https://arxiv.org/abs/1505.04597')],
        ),
        lesson(
          'Training on limited data',
          20,
          [video('Augmentation, class imbalance and small datasets', 'Oj8cY4hNs6W')],
          [resource('PyTorch tutorials', 'https://pytorch.org/tutorials/')],
        ),
      ],
    },
    {
      title: 'Clinical validation',
      lessons: [
        lesson('External validation and dataset shift', 22, [
          video('Why imaging models fail in new hospitals', 'Pb5tR9xCe3M'),
        ]),
        lesson('Saliency maps and shortcut learning', 18, [
          video('Grad-CAM and its limits', 'Ge2wK6nVz7H'),
        ]),
        lesson(
          'Reporting with the CLAIM checklist',
          16,
          [video('Writing up an imaging AI study', 'Lu9hB3sQd5T')],
          [
            resource(
              'CLAIM 2024 update (Radiology: AI)',
              'https://pubs.rsna.org/doi/10.1148/ryai.240300',
            ),
          ],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'GPU access',
      body: '<p>In Colab choose <strong>Runtime &gt; Change runtime type &gt; T4 GPU</strong>. Save checkpoints to Google Drive every epoch: free sessions disconnect without warning.</p><pre><code>torch.save(model.state_dict(), "/content/drive/MyDrive/unet_epoch.pt")</code></pre>',
    },
    {
      title: 'Project datasets',
      body: '<ul><li>NIH ChestX-ray14 (classification)</li><li>Medical Segmentation Decathlon, spleen task (segmentation)</li><li>APTOS 2019 diabetic retinopathy (grading)</li></ul><p>Pick one by the end of module 2 and post your choice in the course chat.</p>',
    },
    {
      title: 'Project rubric',
      body: '<h3>What we assess</h3><ul><li>Clear clinical question and dataset description</li><li>Sound train, validation and test split by patient</li><li>Honest evaluation with confidence intervals</li><li>Limitations you would tell a radiologist about</li></ul>',
    },
  ],
});

/**
 * The flagship bootcamp. Id 14 is fixed (GROUP_OFFER_COURSE_ID): it carries the only group pricing
 * (1, 2 or 3 students) and the 'Offer ongoing' badge on its card.
 */
const aiResearchBootcamp = defineCourse({
  id: 14,
  title: 'AI Research Bootcamp: From Idea to Publication',
  categoryId: categoryIds.training,
  instructorId: userIds.instructor,
  classCode: 'TR-AIB401',
  price: '15000.00',
  badge: 'offer',
  groupTiers: [
    { students: 1, pricePerStudent: '15000.00', savings: '0.00', isPopular: false },
    { students: 2, pricePerStudent: '13000.00', savings: '2000.00', isPopular: false },
    { students: 3, pricePerStudent: '10000.00', savings: '5000.00', isPopular: true },
  ],
  createdDaysAgo: 100,
  description:
    'A twelve-week mentored bootcamp in which you take an AI-in-health research idea all the way to a submitted manuscript. Live classes, recorded sessions and one-to-one guidance on research paper publication. Enrol with friends and save up to 33%.',
  overview:
    'Many clinicians learn machine learning but never publish with it, because the path from a notebook to a peer-reviewed paper is long and unfamiliar. This bootcamp walks that path with you in a small cohort. You will refine a research question, find and prepare data, build and validate a model, and write the paper with weekly feedback from the instructor and peers. Teams of two or three are encouraged, and group enrolment is discounted. Live classes run on weekend evenings; recordings are uploaded within 24 hours.',
  outcomes: [
    'Refine an AI-in-health idea into a publishable research question',
    'Conduct a focused literature review and identify the gap',
    'Build, validate and interpret a model with reproducible code',
    'Write a complete manuscript following TRIPOD+AI or CLAIM',
    'Choose a journal, submit, and respond to peer review',
  ],
  prerequisites: [
    'Working Python and basic machine learning (Machine Learning for Clinical Research or equivalent)',
    'A research idea or access to a dataset, or willingness to use an open dataset',
    'Around six hours a week for twelve weeks',
    'Ethics approval if you plan to use data from your own institution',
  ],
  modules: [
    {
      title: 'The research question',
      lessons: [
        lesson('What makes AI research publishable', 30, [
          video('How to write a great research paper', 'VK51E3gHENc'),
        ]),
        lesson(
          'Literature review with AI-assisted tools',
          25,
          [video('Searching and screening efficiently', 'Nc4wH8tRb2D')],
          [resource('PubMed', 'https://pubmed.ncbi.nlm.nih.gov/')],
        ),
        lesson('Framing the gap and the contribution', 20, [
          video('Writing a one-paragraph research pitch', 'Qs7kM1vXe9F'),
        ]),
      ],
    },
    {
      title: 'Data and models',
      lessons: [
        lesson(
          'Open health datasets',
          22,
          [video('PhysioNet, MIMIC and other open data', 'Tb3nG6wLc5R')],
          [resource('PhysioNet', 'https://physionet.org/')],
        ),
        lesson('Baselines before deep learning', 25, [
          video('Stanford CS229: lecture 1', 'jGwO_UgTS7I'),
        ]),
        lesson(
          'Transformers and language models for health',
          35,
          [
            video('But what is a GPT? Visual intro to transformers', 'wjZofJX0v4M'),
            video('Attention in transformers, visually explained', 'eMlx5fFNoYc'),
          ],
          [
            resource(
              'Vaswani et al., Attention Is All You Need (arXiv)',
              'https://arxiv.org/abs/1706.03762',
            ),
          ],
        ),
      ],
    },
    {
      title: 'Experiments that convince reviewers',
      lessons: [
        lesson('Validation design and statistics', 28, [
          video('ROC and AUC, clearly explained', '4jRBRDbJemM'),
        ]),
        lesson('Ablations, error analysis and subgroups', 24, [
          video('Error analysis for clinical models', 'Dv8pX2sKm4Y'),
        ]),
        lesson(
          'Reproducible code and sharing',
          18,
          [video('Packaging code and data for reviewers', 'Uy5cL9nTh1B')],
          [resource('The Turing Way', 'https://book.the-turing-way.org/')],
        ),
      ],
    },
    {
      title: 'Writing and publishing',
      lessons: [
        lesson(
          'Writing the manuscript with TRIPOD+AI',
          30,
          [video('From results to manuscript', 'Kr2tF7bWz6N')],
          [resource('TRIPOD+AI statement', 'https://www.tripod-statement.org/')],
        ),
        lesson(
          'Choosing a journal and preprinting',
          18,
          [video('Journals, conferences and medRxiv', 'Hg6yS3qPd8C')],
          [resource('medRxiv', 'https://www.medrxiv.org/')],
        ),
        lesson('Peer review and revision', 22, [
          video('Answering reviewers without losing the paper', 'Wm1bN5xRt3J'),
        ]),
      ],
    },
  ],
  notes: [
    {
      title: 'Group enrolment',
      body: '<p>Enrol as a team and each member pays less:</p><ul><li>1 student: ৳15,000</li><li>2 students: ৳13,000 each (save ৳2,000)</li><li>3 students: ৳10,000 each (save ৳5,000)</li></ul><p>Add your teammates on the payment page; all members are enrolled when the payment is approved.</p>',
    },
    {
      title: 'Live class schedule',
      body: '<p>Live classes run on <strong>Friday and Saturday, 8:00 to 9:30 PM</strong> (Bangladesh time). Missed a class? Recordings are uploaded within 24 hours.</p>',
    },
  ],
});

/**
 * The title is literally 'Coming Soon' because the home page shows a badge for that title
 * on its card. It is a real course in preparation; learners may already enrol.
 */
const comingSoon = defineCourse({
  id: 19,
  title: 'Coming Soon',
  categoryId: categoryIds.training,
  instructorId: userIds.instructor,
  classCode: 'TR-LLM201',
  price: '10000.00',
  badge: 'coming_soon',
  createdDaysAgo: 20,
  description:
    'Our next course on large language models in medicine: prompting, retrieval-augmented generation over clinical guidelines, and evaluating LLM answers safely. Classes begin next month.',
  overview:
    'Large language models are already used by doctors and students to draft notes, summarise papers and answer clinical questions, often without any check on accuracy. This course, starting soon, explains how these models work, where they fail, and how to build and evaluate small tools on top of them responsibly, with guidelines from Bangladesh and WHO as worked examples.',
  outcomes: [
    'Explain how transformer language models generate text',
    'Write prompts that reduce hallucination for clinical tasks',
    'Build a retrieval-augmented assistant over clinical guidelines',
    'Evaluate LLM outputs for accuracy, safety and bias',
  ],
  prerequisites: ['Python basics', 'Responsible AI in Healthcare (recommended)'],
  modules: [
    {
      title: 'How language models work',
      lessons: [
        lesson('Intro to large language models', 60, [
          video('Intro to large language models', 'zjkBMFhNj_g'),
        ]),
        lesson(
          'Building a GPT from scratch',
          115,
          [video("Let's build GPT: from scratch, in code, spelled out", 'kCc8FmEb1nY')],
          [resource('Hugging Face LLM course', 'https://huggingface.co/learn/llm-course')],
        ),
      ],
    },
    {
      title: 'Building and evaluating',
      lessons: [
        lesson('Retrieval-augmented generation', 30, [
          video('RAG over clinical guidelines', 'Fp4dT8wMn2Q'),
        ]),
        lesson('Evaluating answers for safety', 25, [
          video('Benchmarks and human review for medical LLMs', 'Av7kR3yHc6S'),
        ]),
      ],
    },
    {
      title: 'LLMs in clinical and research work',
      lessons: [
        lesson(
          'Summarising literature without fabricated citations',
          20,
          [video('Checking every reference an LLM gives you', 'Cq5nW8tLb1X')],
          [resource('PubMed', 'https://pubmed.ncbi.nlm.nih.gov/')],
        ),
        lesson(
          'Privacy: what never goes into a chatbot',
          15,
          [video('Patient data and third-party AI services', 'Rz2kH6mVd9P')],
          [
            resource(
              'WHO guidance on large multi-modal models',
              'https://www.who.int/publications/i/item/9789240084759',
            ),
          ],
        ),
      ],
    },
  ],
  notes: [
    {
      title: 'Start date',
      body: '<p>The first live class will be announced here and by notification. Enrolled learners get the recordings of the preparatory sessions straight away.</p>',
    },
  ],
});

export const trainingCourses: SeedCourse[] = [deepLearningImaging, aiResearchBootcamp, comingSoon];
