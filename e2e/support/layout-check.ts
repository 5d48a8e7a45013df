import { expect, type Page, type TestInfo } from '@playwright/test';

// Bangla on a phone: at 360 px no text may cover other text and nothing may push the
// page wider than the screen.

export const PHONE_WIDTH = 360;

export type TextOverlap = { first: string; second: string; overlap: string };
export type LayoutFindings = { scrollWidth: number; tooWide: string[]; overlaps: TextOverlap[] };

/**
 * Lines of visible text (one box per line of each text node, cut to what its scrolling or clipping
 * ancestors let through, and to its line height so a tall script's glyph box does not count as
 * covering the line below) that cover each other, for two nodes of which neither element contains
 * the other. Text is never compared with images, so a badge laid over a picture is not an overlap;
 * a badge over a title is.
 */
export async function layoutFindings(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const MIN_OVERLAP = 2;
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const describe = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()} "${text.slice(0, 60)}"`;

    /**
     * The part of the page an element's and its ancestors' overflow and clipping let its content
     * paint into; nothing for visually hidden content (clip-path: inset(50%), clip: rect(0 0 0 0)).
     */
    const clipOf = (element: Element): Box => {
      let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return { left: 0, top: 0, right: 0, bottom: 0 };
        const clips =
          style.overflowX !== 'visible' ||
          style.overflowY !== 'visible' ||
          style.clipPath !== 'none';
        if (clips && node !== document.documentElement && node !== document.body)
          clip = intersect(clip, node.getBoundingClientRect());
        if (style.position === 'fixed') break;
      }
      return clip;
    };

    const lines: { element: Element; label: string; box: Box }[] = [];
    // With a modal dialog open, the page behind it is hidden from the reader (and from screen
    // readers); only the dialog's own text can collide.
    const dialog = document.querySelector('[role="dialog"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.nodeValue?.trim();
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (dialog && !dialog.contains(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const clip = clipOf(element);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const half = Number.isFinite(lineHeight)
          ? Math.min(rect.height, lineHeight) / 2
          : rect.height / 2;
        const middle = rect.top + rect.height / 2;
        const box = intersect(
          { left: rect.left, top: middle - half, right: rect.right, bottom: middle + half },
          clip,
        );
        if (box.right - box.left > MIN_OVERLAP && box.bottom - box.top > MIN_OVERLAP)
          lines.push({ element, label: describe(element, text), box });
      }
    }

    const overlaps: { first: string; second: string; overlap: string }[] = [];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const shared = intersect(a.box, b.box);
        const width = shared.right - shared.left;
        const height = shared.bottom - shared.top;
        if (width > MIN_OVERLAP && height > MIN_OVERLAP)
          overlaps.push({
            first: a.label,
            second: b.label,
            overlap: `${Math.round(width)}x${Math.round(height)} at ${Math.round(shared.left)},${Math.round(shared.top + scrollY)}`,
          });
      }
    }

    // What makes the page wider than the screen: the elements reaching its far right edge.
    const scrollWidth = document.documentElement.scrollWidth;
    const tooWide =
      scrollWidth > document.documentElement.clientWidth
        ? [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right + scrollX >= scrollWidth - 1)
            .slice(0, 5)
            .map((element) => describe(element, element.textContent?.trim() ?? ''))
        : [];
    return { scrollWidth, tooWide, overlaps };
  });
}

/**
 * At 360 px: attaches a full-page screenshot to the report, then fails on text covering text or
 * on a page wider than the screen.
 */
export async function expectFitsPhone(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: size?.height ?? 740 });
  // Transitions the new width set off (never the endless ones: pulses, spinners) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await testInfo.attach(`${name} at ${PHONE_WIDTH} px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  const findings = await layoutFindings(page);
  expect.soft(findings.overlaps, `text covering text on ${name} at ${PHONE_WIDTH} px`).toEqual([]);
  expect
    .soft(
      findings.scrollWidth,
      `${name} is wider than ${PHONE_WIDTH} px: ${findings.tooWide.join(', ')}`,
    )
    .toBeLessThanOrEqual(PHONE_WIDTH);
  if (size) await page.setViewportSize(size);
}
