import { cx } from '../../../lib/class-names';
import { linkify } from '../model/linkify';

/**
 * Forum text as written: plain text with its line breaks, web addresses made clickable. Nothing a
 * user writes is rendered as HTML; React escapes every segment.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cx('break-words whitespace-pre-wrap', className)}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
