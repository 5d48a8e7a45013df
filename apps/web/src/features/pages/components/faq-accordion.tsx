import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';

/** The FAQ's 14 questions, in reading order. */
export const FAQ_ITEMS = [
  'audience',
  'experience',
  'account',
  'enrol',
  'payment',
  'confirmation',
  'group',
  'format',
  'missedClass',
  'certificate',
  'publication',
  'questions',
  'language',
  'refund',
] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];

/** Keys that move focus between questions (WAI-ARIA accordion pattern). */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A single-open accordion: opening a question closes the one that was open, clicking the open one
 * closes it. Each question is a button inside a heading, with aria-expanded and aria-controls;
 * Enter and Space toggle (native buttons), arrows, Home and End move between questions.
 */
export function FaqAccordion({
  items = FAQ_ITEMS,
  idPrefix = 'faq',
}: {
  items?: readonly FaqItem[];
  /** Prefix of the question and answer ids; unique per accordion on a page. */
  idPrefix?: string;
}) {
  const { t } = useTranslation('static');
  const [openItem, setOpenItem] = useState<FaqItem | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = nextIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-sm">
      {items.map((item, index) => {
        const isOpen = openItem === item;
        const buttonId = `${idPrefix}-question-${item}`;
        const panelId = `${idPrefix}-answer-${item}`;
        return (
          <div key={item}>
            <h2 className="text-base">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenItem(isOpen ? null : item)}
                onKeyDown={(event) => handleKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-ink hover:bg-slate-50 sm:px-6"
              >
                <span>{t(`faq.items.${item}.question`)}</span>
                <DisclosureChevron open={isOpen} />
              </button>
            </h2>
            <div id={panelId} hidden={!isOpen} className="px-5 pb-5 sm:px-6">
              <p className="max-w-[70ch] leading-7 text-slate-700">
                {t(`faq.items.${item}.answer`)}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
