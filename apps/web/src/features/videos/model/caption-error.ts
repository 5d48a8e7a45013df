import { captionMessages } from '@academy/contract/videos';

type CaptionErrorKey = Exclude<keyof typeof captionMessages, never>;

/**
 * A caption upload's refusal as the contract worded it, read back into its key and the line it
 * names, so the editor can say it in the reader's language; null for any other text.
 */
export function readCaptionError(message: string): { key: CaptionErrorKey; line: number } | null {
  for (const [key, template] of Object.entries(captionMessages) as [CaptionErrorKey, string][]) {
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{line\\}', '(\\d+)')}$`,
    );
    const found = pattern.exec(message);
    if (found) return { key, line: Number(found[1] ?? 0) };
  }
  return null;
}
