import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { countWords } from '@academy/contract/readings';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { lessons, richTextImages } from '../db/schema/course-content.ts';
import { createLocalMediaStore, createS3MediaStore } from '../lib/media-store.ts';
import { parseNotebook } from '../lib/notebook.ts';
import { mediaRoot, storeImage } from '../lib/media-storage.ts';
import { richTextToPlainText, sanitizeRichText } from '../lib/rich-text.ts';
import { logisticRegressionArticle } from './content/reading-lessons.ts';

/** The logistic curve drawn as an SVG, for the article's figure. */
function logisticCurveSvg(): string {
  const points = Array.from({ length: 81 }, (_, index) => {
    const z = -8 + index * 0.2;
    const x = 60 + index * 8.5;
    const y = 340 - 280 / (1 + Math.exp(-z));
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400">
<rect width="800" height="400" fill="#ffffff"/>
<line x1="60" y1="340" x2="760" y2="340" stroke="#334155" stroke-width="2"/>
<line x1="60" y1="40" x2="60" y2="340" stroke="#334155" stroke-width="2"/>
<line x1="60" y1="200" x2="760" y2="200" stroke="#cbd5e1" stroke-dasharray="6 6"/>
<polyline points="${points}" fill="none" stroke="#0f766e" stroke-width="5"/>
<text x="400" y="380" font-family="sans-serif" font-size="22" fill="#0f172a" text-anchor="middle">score z</text>
<text x="24" y="200" font-family="sans-serif" font-size="22" fill="#0f172a" transform="rotate(-90 24 200)" text-anchor="middle">p</text>
</svg>`;
}

/**
 * The demo's reading lesson: its figure drawn, re-encoded and kept in the media store as any
 * editor upload is, then the article written through the allow-list with its word count, and its
 * notebook (content/logistic-regression.ipynb) checked as an upload is.
 */
export async function insertDemoReadings(config: Config, db: Db): Promise<void> {
  const media = config.s3
    ? createS3MediaStore(config.s3)
    : createLocalMediaStore(mediaRoot(config.dataDir));
  const png = await sharp(Buffer.from(logisticCurveSvg())).png().toBuffer();
  const path = await storeImage(media, png, {
    folder: 'rich-text',
    accept: ['png'],
    width: 1600,
    height: 1600,
    fit: 'inside',
  });
  await db.insert(richTextImages).values({ path });
  const html = sanitizeRichText(
    logisticRegressionArticle.html
      .replace('{{figure}}', `/media/${path}`)
      .replace('{{alt}}', logisticRegressionArticle.figureAlt),
  );
  // The worked notebook of the same lesson: a text, a table and a figure output.
  const notebook = await readFile(
    new URL('./content/logistic-regression.ipynb', import.meta.url),
    'utf8',
  );
  await db
    .update(lessons)
    .set({
      articleHtml: html,
      articleWords: countWords(richTextToPlainText(html)),
      notebookSource: notebook,
      notebookName: 'logistic-regression.ipynb',
      notebookCells: parseNotebook(notebook),
    })
    .where(eq(lessons.title, logisticRegressionArticle.lessonTitle));
}
