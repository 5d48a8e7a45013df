/**
 * Whether editor HTML shows anything: some text, maths, an image or a player. An emptied editor
 * leaves "<p></p>" behind, which is not content.
 */
export function hasRichContent(html: string): boolean {
  if (/<(img|iframe)\b|data-math=/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length > 0;
}

/** Tailwind classes that give sanitised rich text its reading styles (no typography plugin). */
export const RICH_TEXT_CLASSES = [
  'space-y-3 text-sm leading-relaxed text-ink break-words',
  '[&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_code]:font-mono [&_code]:text-[0.9em] [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1',
  '[&_img]:max-w-full [&_img]:h-auto [&_img]:rounded-lg [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-lg',
  '[&_hr]:border-line',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:font-semibold',
  '[&_[data-callout]]:rounded-lg [&_[data-callout]]:border-l-4 [&_[data-callout]]:p-3',
  '[&_[data-callout=info]]:border-sky-600 [&_[data-callout=info]]:bg-sky-50',
  '[&_[data-callout=tip]]:border-emerald-600 [&_[data-callout=tip]]:bg-emerald-50',
  '[&_[data-callout=warning]]:border-amber-600 [&_[data-callout=warning]]:bg-amber-50',
  '[&_[data-math=block]]:overflow-x-auto [&_[data-math=block]]:py-1',
].join(' ');
