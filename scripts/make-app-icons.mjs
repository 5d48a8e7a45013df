// node scripts/make-app-icons.mjs: the installed app's icons (apps/web/public/icons/) drawn from
// the academy mark (apps/web/public/favicon.svg). Run again when the mark changes; the PNGs are
// committed so that a build needs no image tools.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const mark = await readFile(`${web}public/favicon.svg`, 'utf8');
const inner = mark.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const TEAL = '#0f766e';

/** The mark as it is: rounded tile, for launchers that show the icon unmasked. */
function plainIcon(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`;
}

/**
 * A maskable icon: the launcher crops it to its own shape, keeping only the centre circle of 80 %
 * (the safe zone), so the background fills the square and the cap sits in the middle 60 %.
 */
function maskableIcon(size) {
  const cap = inner.replace(/<rect[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><g transform="translate(6.4 6.4) scale(0.6)">${cap}</g></svg>`;
}

const icons = [
  ['icon-192.png', plainIcon(192)],
  ['icon-512.png', plainIcon(512)],
  ['maskable-192.png', maskableIcon(192)],
  ['maskable-512.png', maskableIcon(512)],
];
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${web}public/icons/${name}`);
}
console.log(`wrote ${icons.map(([name]) => name).join(', ')}`);
