import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { categories, courses } from '../src/db/schema/catalogue.ts';
import { enrollments } from '../src/db/schema/enrolment.ts';
import { discountCourses, discounts } from '../src/db/schema/pricing.ts';

// A deterministic, realistic-looking catalogue of any size for load tests: the same seed gives
// the same courses, so runs compare.

const topics = [
  'Machine Learning',
  'Deep Learning',
  'Biostatistics',
  'Epidemiology',
  'Clinical Trials',
  'Medical Imaging',
  'Python',
  'R Programming',
  'Neuroscience',
  'Genomics',
  'Public Health',
  'Survival Analysis',
  'Research Ethics',
  'Scientific Writing',
  'Data Visualisation',
  'Natural Language Processing',
  'Systematic Reviews',
  'Pharmacology',
  'Health Economics',
  'Bayesian Statistics',
  'Causal Inference',
  'Signal Processing',
  'Bioinformatics',
  'SQL',
];
const levels = [
  'Foundations of',
  'Applied',
  'Advanced',
  'Practical',
  'Introduction to',
  'Hands-on',
];
const audiences = [
  'Clinicians',
  'Nurses',
  'Researchers',
  'Medical Students',
  'Pharmacists',
  'Public Health Officers',
];
const sentences = [
  'Work through real hospital datasets step by step.',
  'Every lesson ends with a short exercise and a worked solution.',
  'Learn to report results the way peer reviewers expect.',
  'Build reproducible analyses you can hand to a colleague.',
  'Covers validation, calibration and common pitfalls.',
  'Includes live classes with recordings uploaded within 24 hours.',
  'Suitable for beginners with no programming background.',
  'Case studies from Bangladesh and the wider region.',
];
const firstNames = [
  'Rafiq',
  'Farzana',
  'Mahmud',
  'Tahmina',
  'Ashraf',
  'Nusrat',
  'Kamal',
  'Sharmin',
];
const lastNames = ['Islam', 'Haque', 'Hasan', 'Sultana', 'Karim', 'Chowdhury', 'Rahman', 'Akter'];

/** mulberry32: a tiny seeded PRNG. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts `count` published courses with instructors, six categories, discounts and one learner. */
export async function seedBenchCatalogue(
  db: Db,
  count: number,
  passwordHash: string,
): Promise<{ learnerId: number }> {
  const next = random(20260101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  const categoryRows = await db
    .insert(categories)
    .values(
      [
        'Clinical Research',
        'Medical Writing',
        'Data Analysis',
        'Ethics',
        'Neuroscience',
        'Training',
      ].map((name, index) => ({
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        position: index + 1,
      })),
    )
    .returning({ id: categories.id });
  const instructorRows = await db
    .insert(users)
    .values(
      Array.from({ length: 40 }, (_, index) => ({
        email: `bench-instructor-${index}@academy.test`,
        passwordHash,
        firstName: pick(firstNames),
        lastName: pick(lastNames),
        role: 'instructor' as const,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const [learner] = await db
    .insert(users)
    .values({
      email: 'bench-learner@academy.test',
      passwordHash,
      firstName: 'Bench',
      lastName: 'Learner',
      role: 'learner',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });

  const courseIds: number[] = [];
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const topic = pick(topics);
      const minutes = 60 + Math.floor(next() * 1200);
      return {
        title: `${pick(levels)} ${topic} for ${pick(audiences)} ${start + offset + 1}`,
        description: `${topic} for health professionals. ${pick(sentences)} ${pick(sentences)} ${pick(sentences)}`,
        overview: pick(sentences),
        price: `${(Math.floor(next() * 40) * 500).toFixed(0)}.00`,
        categoryId: pick(categoryRows).id,
        instructorId: pick(instructorRows).id,
        status: next() < 0.02 ? ('coming_soon' as const) : ('published' as const),
        studentsCount: Math.floor(next() * 500),
        lessonsCount: 5 + Math.floor(next() * 40),
        totalMinutes: minutes,
        ratingAvg: next() < 0.7 ? (3 + next() * 2).toFixed(2) : null,
        ratingCount: Math.floor(next() * 80),
        createdAt: new Date(now - Math.floor(next() * 1000) * 86_400_000),
        classCode: `BN-${(start + offset).toString(36).toUpperCase().padStart(6, '0')}`,
      };
    });
    const rows = await db.insert(courses).values(batch).returning({ id: courses.id });
    courseIds.push(...rows.map((row) => row.id));
  }

  const saleRows = await db
    .insert(discounts)
    .values([
      {
        name: 'Bench fixed',
        discountType: 'fixed',
        value: '1000.00',
        endDate: new Date(now + 30 * 86_400_000),
      },
      { name: 'Bench percentage', discountType: 'percentage', value: '20.00', endDate: null },
    ])
    .returning({ id: discounts.id });
  await db
    .insert(discountCourses)
    .values(
      courseIds
        .filter((_, index) => index % 20 === 0)
        .map((courseId, index) => ({ discountId: saleRows[index % 2]!.id, courseId })),
    );
  await db
    .insert(enrollments)
    .values(
      courseIds
        .slice(0, 20)
        .map((courseId) => ({ userId: learner!.id, courseId, source: 'free' as const })),
    );
  // Autovacuum would get there too; a fresh table without a visibility map cannot use
  // index-only scans, which would make the first minutes unrepresentative.
  await db.execute(sql`vacuum analyze`);
  return { learnerId: learner!.id };
}
