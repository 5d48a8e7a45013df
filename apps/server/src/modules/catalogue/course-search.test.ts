import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '@academy/contract/catalogue';
import { users } from '../../db/schema/accounts.ts';
import { categories } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createCourse, createUser } from '../../test/factories.ts';
import { searchTerms } from './course-search.ts';

let testApp: TestApp;
const course: Record<string, number> = {};
let instructorId: number;
let categoryId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.app.db;
  const instructor = await createUser(db, {
    role: 'instructor',
    firstName: 'Zubair',
    lastName: 'Chowdhury',
  });
  instructorId = instructor.id;
  const other = await createUser(db, {
    role: 'instructor',
    firstName: 'Nasrin',
    lastName: 'Akter',
  });
  const statistics = await createCategory(db, { name: 'Statistics', slug: 'statistics' });
  categoryId = statistics.id;
  const writing = await createCategory(db, {
    name: 'Scientific Writing',
    slug: 'scientific-writing',
  });
  const add = async (key: string, input: Parameters<typeof createCourse>[1]) => {
    course[key] = (await createCourse(db, input)).id;
  };
  // The description match is the more popular course: relevance must still put the title first.
  await add('titleMatch', {
    title: 'Epidemiology Essentials',
    description: 'Study designs and measures of disease frequency.',
    studentsCount: 1,
    instructorId: other.id,
    categoryId: writing.id,
    price: '9000.00',
  });
  await add('descriptionMatch', {
    title: 'Statistics for Clinicians',
    description: 'Regression and survival analysis with examples from epidemiology.',
    studentsCount: 50,
    instructorId: instructor.id,
    categoryId: statistics.id,
    price: '3000.00',
  });
  await add('accented', {
    title: 'Café Scientifique: Résumé Writing for Researchers',
    description: 'Writing a research CV.',
    instructorId: other.id,
    categoryId: writing.id,
  });
  await add('bangla', {
    title: 'পাইথন প্রোগ্রামিং পরিচিতি',
    description: 'Python basics taught in Bangla.',
    instructorId: other.id,
    categoryId: writing.id,
  });
  await add('misspelt', {
    title: 'Statistcs Drills',
    description: 'Practice problems.',
    instructorId: other.id,
    categoryId: writing.id,
  });
  await add('python', {
    title: 'Python Basics',
    description: 'Variables, loops and functions.',
    studentsCount: 1,
    instructorId: other.id,
    categoryId: writing.id,
  });
  // The more popular course with the word nearer inside: the whole-word slip must still come first.
  await add('pytorch', {
    title: 'PyTorch Basics',
    description: 'Tensors and training loops.',
    studentsCount: 90,
    instructorId: other.id,
    categoryId: writing.id,
  });
  await add('draft', {
    title: 'Epidemiology Draft',
    description: 'Not yet published.',
    status: 'draft',
    instructorId: other.id,
    categoryId: writing.id,
  });
});
afterAll(() => testApp.close());

describe('catalogue search in the database', () => {
  /** A search that no cached answer can serve. */
  async function get(url: string) {
    testApp.app.catalogueCache.clear();
    return testApp.app.inject({ method: 'GET', url });
  }

  async function search(text: string, extra = ''): Promise<number[]> {
    const url = `/api/list-courses/?search=${encodeURIComponent(text)}${extra}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return (response.json() as CourseListItem[]).map((item) => item.course_id);
  }

  it('shows a course alike in every search that finds it, to the byte', async () => {
    const itemIn = async (text: string) => {
      const response = await get(`/api/list-courses/?page=1&search=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const { results } = response.json() as { results: CourseListItem[] };
      const item = results.find((each) => each.course_id === course.descriptionMatch);
      expect(item).toMatchObject({ course_title: 'Statistics for Clinicians', is_enrolled: false });
      // The item's own JSON, as the body carries it.
      const json = JSON.stringify(item);
      expect(response.body).toContain(json);
      return json;
    };
    const first = await itemIn('epidemiology');
    expect(await itemIn('clinicians')).toBe(first);
    expect(await itemIn('zubair')).toBe(first);
  });

  it('ranks a title match above a description match, and never finds drafts', async () => {
    expect(await search('epidemiology')).toEqual([course.titleMatch, course.descriptionMatch]);
  });

  it('is case- and accent-insensitive both ways', async () => {
    expect(await search('CAFE resume')).toEqual([course.accented]);
    expect(await search('café RÉSUMÉ')).toEqual([course.accented]);
    expect(await search('EPIDÉMIOLOGY')).toEqual([course.titleMatch, course.descriptionMatch]);
  });

  it('matches word prefixes, so results appear while typing', async () => {
    expect(await search('epidem')).toEqual([course.titleMatch, course.descriptionMatch]);
    expect(await search('scien writ')).toEqual(expect.arrayContaining([course.accented]));
  });

  it('covers the instructor name and the category name', async () => {
    expect(await search('chowdhury')).toEqual([course.descriptionMatch]);
    expect(await search('Zubair Chowdhury')).toEqual([course.descriptionMatch]);
    expect(await search('statistics')).toEqual([course.descriptionMatch]);
  });

  it('tolerates a typo in a word of the title, category or instructor name', async () => {
    // Descriptions are matched exactly only: the near miss finds the title, not the description.
    expect(await search('epidemiolgy')).toEqual([course.titleMatch]);
    expect(await search('statisticks')).toContain(course.descriptionMatch);
    expect(await search('chowdhuri')).toEqual([course.descriptionMatch]);
  });

  it('puts the course of the nearest whole word first when a slip is near several', async () => {
    expect(await search('pyton')).toEqual([course.python, course.pytorch]);
    expect(await search('pytorh')).toEqual([course.pytorch]);
  });

  it('learns the words of new titles and names at once', async () => {
    const db = testApp.app.db;
    await db.update(users).set({ lastName: 'Haque' }).where(eq(users.id, instructorId));
    await testApp.app.bus.broadcast('catalogue.changed');
    expect(await search('haqe')).toEqual([course.descriptionMatch]);
    await db.update(users).set({ lastName: 'Chowdhury' }).where(eq(users.id, instructorId));
  });

  it('only tolerates typos when nothing matches exactly', async () => {
    // 'statistics' matches exactly, so the misspelt title is not dragged in...
    expect(await search('statistics')).toEqual([course.descriptionMatch]);
    // ...and the misspelling itself is an exact word of that title.
    expect(await search('statistcs')).toEqual([course.misspelt]);
  });

  it('answers Invalid page. past the last page of exact matches instead of going fuzzy', async () => {
    const response = await get('/api/list-courses/?page=3&page_size=1&search=epidemiology');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('finds Bangla titles', async () => {
    expect(await search('পাইথন')).toEqual([course.bangla]);
  });

  it('finds a Bangla word inside a longer one, and a misspelt one, when nothing matches exactly', async () => {
    // প্রোগ্রামিং ends with গ্রামিং: no word starts with it, so only the substring pass finds it.
    expect(await search('গ্রামিং')).toEqual([course.bangla]);
    expect(await search('প্রগ্রামিং')).toEqual([course.bangla]);
    expect(await search('গ্রামিং কোয়ান্টাম')).toEqual([]);
  });

  it('requires every word, and ignores punctuation-only input', async () => {
    expect(await search('epidemiology regression')).toEqual([course.descriptionMatch]);
    expect(await search('epidemiology quantum')).toEqual([]);
    expect((await search('!!! ***')).length).toBe(7);
  });

  it('follows a chosen ordering over relevance', async () => {
    expect(await search('epidemiology', '&ordering=price-low')).toEqual([
      course.descriptionMatch,
      course.titleMatch,
    ]);
  });

  it('keeps up with renamed instructors and categories', async () => {
    const db = testApp.app.db;
    await db.update(users).set({ lastName: 'Rahman' }).where(eq(users.id, instructorId));
    await testApp.app.bus.broadcast('catalogue.changed');
    expect(await search('chowdhury')).toEqual([]);
    expect(await search('rahman')).toEqual([course.descriptionMatch]);
    await db.update(categories).set({ name: 'Biostatistics' }).where(eq(categories.id, categoryId));
    await testApp.app.bus.broadcast('catalogue.changed');
    expect(await search('biostatistics')).toEqual([course.descriptionMatch]);
    // As they were, for the tests after this one.
    await db.update(users).set({ lastName: 'Chowdhury' }).where(eq(users.id, instructorId));
    await db.update(categories).set({ name: 'Statistics' }).where(eq(categories.id, categoryId));
  });

  it('works with pagination and counts only matches', async () => {
    const response = await get('/api/list-courses/?page=1&page_size=1&search=epidemiology');
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results.map((item: CourseListItem) => item.course_id)).toEqual([course.titleMatch]);
    expect(page.next).toBe('/api/list-courses/?page=2&page_size=1&search=epidemiology');
  });
});

describe('searchTerms', () => {
  it('keeps letters with their marks and digits, drops operators, lowercases', () => {
    expect(searchTerms("COVID-19 & o'brien | !x:*")).toEqual(['covid', '19', 'o', 'brien', 'x']);
    expect(searchTerms('পাইথন প্রোগ্রামিং')).toEqual(['পাইথন', 'প্রোগ্রামিং']);
    expect(searchTerms('a a a')).toEqual(['a']);
    expect(searchTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
  });
});
