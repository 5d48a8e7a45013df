import { expect, type Page } from '@playwright/test';

// Text a reader can see must stand out from what is behind it: WCAG 2 AA asks a contrast of
// 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold). axe leaves text over a gradient or an image
// as 'incomplete', which is how white-on-white 'Create your account' passed it; this check
// composes what is behind each text itself, taking a gradient's worst colour stop.

export type LowContrast = { text: string; ratio: number; needed: number; where: string };

/** Every visible text on the page whose contrast is below what WCAG 2 AA asks. */
export async function lowContrastTexts(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (oklch, rgb, names) as sRGB, through the canvas that knows them all. */
    const toRgba = (colour: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [255, 255, 255, 0];
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const stops = (image: string) =>
      (image.match(/(?:oklch|oklab|rgba?|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi) ?? []).map(
        toRgba,
      );
    /**
     * The colours a text may sit on: its own and its ancestors' backgrounds composed down to the
     * page's white; a gradient gives one candidate per colour stop. Null behind an image or video
     * (nothing to judge by).
     */
    const backdrops = (element: Element): Rgba[] | null => {
      const layers: Rgba[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (node instanceof HTMLImageElement || node instanceof HTMLVideoElement) return null;
        if (style.backgroundImage.includes('url(')) return null;
        if (style.backgroundImage.includes('gradient')) layers.push(stops(style.backgroundImage));
        const colour = toRgba(style.backgroundColor);
        if (colour[3] > 0) layers.push([colour]);
        if (colour[3] >= 1) break;
      }
      let candidates: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) {
        candidates = layer.flatMap((top) => candidates.map((bottom) => over(top, bottom)));
      }
      return candidates;
    };
    const found: { text: string; ratio: number; needed: number; where: string }[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.nodeValue?.trim();
      if (!text || !element || seen.has(element)) continue;
      seen.add(element);
      if (element.closest('script, style, noscript, template, svg, [aria-hidden=true]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text (1 px, clipped) is not seen.
      if (box.width <= 1 || box.height <= 1) continue;
      // WCAG exempts controls that cannot be used.
      if (element.closest(':disabled, [aria-disabled=true]')) continue;
      const style = getComputedStyle(element);
      const behind = backdrops(element);
      if (!behind) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const colour = toRgba(style.color);
      const worst = Math.min(...behind.map((backdrop) => ratio(over(colour, backdrop), backdrop)));
      if (worst < needed - 0.005) {
        const region = element.closest('main, header, footer, nav, [role=dialog]');
        found.push({
          text: text.slice(0, 60),
          ratio: Math.round(worst * 100) / 100,
          needed,
          where: `${region ? `${region.tagName.toLowerCase()} > ` : ''}${element.tagName.toLowerCase()}.${element.className.toString().split(' ').slice(0, 4).join('.')}`,
        });
      }
    }
    return found;
  });
}

/** The page has no text below WCAG 2 AA's contrast; `name` says which page in the message. */
export async function expectReadableContrast(page: Page, name: string) {
  expect(await lowContrastTexts(page), `text with too little contrast on ${name}`).toEqual([]);
}
