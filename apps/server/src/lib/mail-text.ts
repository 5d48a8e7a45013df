/** Text as HTML shows it literally: for the HTML part of a mail built from user-written words. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** A mail template with its `{name}` placeholders filled; an unknown name is left as it is. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** A subject line stays one line whatever the titles and words in it hold. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * One piece of a mail's body, shown alike in its text and HTML parts: a paragraph; a heading;
 * someone's own words, line breaks kept; a list; labelled facts; or a link, which the text part
 * gives as a sentence holding the address and the HTML part as its label, linked.
 */
export type MailBlock =
  | string
  | { heading: string }
  | { asWritten: string }
  | { list: string[] }
  | { facts: [label: string, value: string][] }
  | { link: string; label: string; sentence: string };

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('asWritten' in block) return block.asWritten;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.sentence;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('heading' in block) return `<h2>${escapeHtml(block.heading)}</h2>`;
  if ('asWritten' in block) {
    return `<p style="white-space: pre-wrap">${escapeHtml(block.asWritten)}</p>`;
  }
  if ('list' in block) {
    return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
  if ('facts' in block) {
    const lines = block.facts.map(
      ([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`,
    );
    return `<p>\n${lines.join('<br>\n')}\n</p>`;
  }
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

/** A mail's text and HTML parts from the same blocks; every word is escaped in the HTML. */
export function mailParts(blocks: MailBlock[]): { text: string; html: string } {
  return {
    text: blocks.map(blockText).join('\n\n'),
    html: blocks.map(blockHtml).join('\n'),
  };
}
