import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { RICH_TEXT_CLASSES } from '../model/rich-text-content';
import { enhanceRichText } from '../model/enhance-rich-text';

export type RichTextViewProps = {
  /** Rich text as the server stored it (already through its allow-list). */
  html: string;
  className?: string;
  id?: string;
};

/**
 * Stored rich text as the reader sees it: maths rendered by KaTeX and code blocks highlighted,
 * each with a copy button. KaTeX and the highlighter download only for content that has maths or
 * code, so pages without them stay light.
 */
export function RichTextView({ html, className, id }: RichTextViewProps) {
  const { t } = useTranslation('rich-text');
  const root = useRef<HTMLDivElement>(null);
  const copyLabel = t('copyCode');
  const copiedLabel = t('copied');

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let cancelled = false;
    void enhanceRichText(element, { copyLabel, copiedLabel, isCancelled: () => cancelled });
    return () => {
      cancelled = true;
    };
  }, [html, copyLabel, copiedLabel]);

  return (
    <div
      ref={root}
      id={id}
      className={cx(RICH_TEXT_CLASSES, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
