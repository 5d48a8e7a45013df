import assert from 'node:assert/strict';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { toWinAnsi } from '../../lib/pdf-text.ts';
import { createUser, enrolIn } from '../../test/factories.ts';
import { pageText, pdfStreams } from '../../test/pdf-reading.ts';
import { createCourseWithLessons, injectAs, type TestUser } from './learning-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let learner: TestUser;
let code: string;
let courseId: number;

/** Completes every lesson of a fresh one-lesson course; returns the certificate code. */
async function earnCertificate(user: TestUser, title: string, instructorId?: number) {
  const { course, lessonIds } = await createCourseWithLessons(db(), 1, {
    title,
    ...(instructorId ? { instructorId } : {}),
  });
  await enrolIn(db(), user.id, course.id);
  const answer = await injectAs(app(), user, 'POST', `/api/lessons/${lessonIds[0]}/complete/`);
  return { code: answer.json().certificate_code as string, courseId: course.id };
}

beforeAll(async () => {
  testApp = await createTestApp({ config: { publicUrl: 'https://academy.example' } });
  learner = await createUser(db(), { firstName: 'Tahmina', lastName: 'Chowdhury' });
  const instructor = await createUser(db(), {
    role: 'instructor',
    firstName: 'Kamal',
    lastName: 'Hossain',
  });
  ({ code, courseId } = await earnCertificate(learner, 'Survival Analysis', instructor.id));
}, 30_000);
afterAll(() => testApp.close());

describe('GET /api/certificates/{code}/', () => {
  it('verifies a certificate publicly with its facts', async () => {
    const response = await injectAs(app(), null, 'GET', `/api/certificates/${code}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code,
      course_id: courseId,
      course_title: 'Survival Analysis',
      learner_name: 'Tahmina Chowdhury',
      instructor_name: 'Kamal Hossain',
      issued_at: expect.any(String),
      // Completing the lessons was enough: no grade is printed.
      grade_percent: null,
    });
    const lower = await injectAs(app(), null, 'GET', `/api/certificates/${code.toLowerCase()}/`);
    expect(lower.json().code).toBe(code);
  });

  it('answers 404 for codes never issued and for anything that is not a code', async () => {
    for (const candidate of ['AAAAAAAAAAAAAAAA', 'short', '1111111111111111', "x'or'1'='1"]) {
      const response = await injectAs(
        app(),
        null,
        'GET',
        `/api/certificates/${encodeURIComponent(candidate)}/`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('GET /api/certificates/', () => {
  it("lists the caller's certificates, newest first, and nobody else's", async () => {
    const second = await earnCertificate(learner, 'Meta-analysis');
    const other = await createUser(db());
    await earnCertificate(other, 'Not mine');

    const response = await injectAs(app(), learner, 'GET', '/api/certificates/');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { code: string }) => item.code)).toEqual([second.code, code]);
    const paged = await injectAs(app(), learner, 'GET', '/api/certificates/?page=1&page_size=1');
    expect(paged.json()).toMatchObject({
      count: 2,
      previous: null,
      results: [{ code: second.code }],
    });
    expect((await injectAs(app(), null, 'GET', '/api/certificates/')).statusCode).toBe(401);
  });
});

const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex');

/**
 * What a PDF reader copies out of embedded-font text: whether the text is marked as its own
 * /ActualText, and what its glyphs map back to through the font's ToUnicode CMap.
 */
async function copiedText(bytes: Buffer, text: string) {
  const actualText = `<FEFF${utf16Hex(text.normalize('NFC')).toUpperCase()}>`;
  const drawn = pdfStreams(bytes)
    .join('\n')
    .match(
      new RegExp(`/(\\S+) [\\d.]+ Tf\\s+/Span <</ActualText ${actualText}>> BDC([\\s\\S]*?)EMC`),
    );
  if (!drawn) return { isActualText: false, glyphText: '' };
  const page = (await PDFDocument.load(bytes)).getPage(0);
  const font = page.node
    .Resources()!
    .lookup(PDFName.of('Font'), PDFDict)
    .lookup(PDFName.of(drawn[1]!), PDFDict);
  const cmapStream = font.lookup(PDFName.of('ToUnicode'));
  assert(cmapStream instanceof PDFRawStream);
  const cmap = Buffer.from(decodePDFRawStream(cmapStream).decode()).toString('latin1');
  const toUnicode = new Map(
    [...cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/g)].map(([, cid, unicode]) => [
      cid!,
      Buffer.from(unicode!, 'hex').swap16().toString('utf16le'),
    ]),
  );
  const cids = [...drawn[2]!.matchAll(/<([0-9a-f]{4})> Tj/g)].map(([, cid]) => cid!);
  return { isActualText: true, glyphText: cids.map((cid) => toUnicode.get(cid) ?? '').join('') };
}

/** The characters of a text in canonical order, whatever order its glyphs were drawn in. */
const letters = (text: string) => [...text.normalize('NFD')].sort().join('');

describe('GET /api/certificates/{code}/pdf/', () => {
  it('is a PDF naming the learner, course, instructor and code, for anyone holding the code', async () => {
    const response = await injectAs(app(), null, 'GET', `/api/certificates/${code}/pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${code}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pageText(bytes);
    expect(text).toContain(`Certificate code: ${code}`);
    expect(text).toContain('Tahmina Chowdhury');
    expect(text).toContain('Survival Analysis');
    expect(text).toContain('taught by Kamal Hossain');
    expect(text).toContain(`Verify at https://academy.example/certificates/${code}`);

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(`Certificate ${code}`);
    expect(pdf.getKeywords()).toContain(code);
  });

  it('prints Bangla names and titles in an embedded Bengali font that copies back as text', async () => {
    const name = 'মোহাম্মদ কিবরিয়া';
    const title = 'জনস্বাস্থ্য গবেষণায় পরিসংখ্যান';
    const bangla = await createUser(db(), { firstName: 'মোহাম্মদ', lastName: 'কিবরিয়া' });
    const instructor = await createUser(db(), {
      role: 'instructor',
      firstName: 'Shahana',
      lastName: 'পারভীন',
    });
    const earned = await earnCertificate(bangla, title, instructor.id);

    const response = await injectAs(app(), null, 'GET', `/api/certificates/${earned.code}/pdf/`);
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Subset fonts are named with a six-letter tag: /BaseFont /ABCDEF+NotoSerifBengali-Bold.
    for (const font of ['NotoSerifBengali-Bold', 'NotoSerifBengali-Regular']) {
      expect(bytes.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`));
    }
    // The Latin part of a mixed name stays in the standard font.
    expect(pageText(bytes)).toContain('taught by Shahana ');
    for (const text of [name, title, 'পারভীন']) {
      const copied = await copiedText(bytes, text);
      expect(copied.isActualText).toBe(true);
      expect(letters(copied.glyphText)).toBe(letters(text));
    }
    expect(pageText(bytes)).not.toContain('???');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Certificate of Completion - ${title}`);
  });

  it('embeds no font file when every character is Latin', async () => {
    const response = await injectAs(app(), null, 'GET', `/api/certificates/${code}/pdf/`);
    expect(response.rawPayload.toString('latin1')).not.toContain('/FontFile2');
  });

  it("dates a certificate issued after midnight in Dhaka, before it in UTC, on Dhaka's day", async () => {
    // 19:30 UTC on 30 November is 01:30 on 1 December in Dhaka: the academy's calendar day.
    await db()
      .update(certificates)
      .set({ issuedAt: new Date('2026-11-30T19:30:00Z') })
      .where(eq(certificates.code, code));
    const response = await injectAs(app(), null, 'GET', `/api/certificates/${code}/pdf/`);
    expect(pageText(response.rawPayload)).toContain('Issued on 1 December 2026');
  });

  it('answers 404 for unknown codes', async () => {
    const response = await injectAs(app(), null, 'GET', '/api/certificates/AAAAAAAAAAAAAAAA/pdf/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1, folds other accents and marks what the PDF fonts cannot write', () => {
    expect(toWinAnsi('José Müller')).toBe('José Müller');
    expect(toWinAnsi('Šimon Dvořák')).toBe('Simon Dvorák');
    expect(toWinAnsi('“R” – basics')).toBe('"R" - basics');
    expect(toWinAnsi('রহিম Khan')).toBe('???? Khan');
  });
});
