import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { formatDigits } from '../../../../lib/digits';
import { PRICING_SECTION_ID } from './group-pricing';

/** The group-enrolment banner: one click scrolls to the pricing section. */
export function GroupBanner({ savingsPercent }: { savingsPercent: number }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();

  function handleClick() {
    const section = document.getElementById(PRICING_SECTION_ID);
    if (!section) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Keyboard and screen reader users land where the page scrolled to.
    section.focus({ preventScroll: true });
  }

  return (
    <div className="bg-accent-700 text-white [--focus-ring:var(--color-white)]">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-center gap-3 font-medium">
          <Users className="size-5 shrink-0" aria-hidden="true" />
          {t('home.groupBanner.text', { percent: formatDigits(savingsPercent, language) })}
        </p>
        <button
          type="button"
          onClick={handleClick}
          className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-accent-800 hover:bg-accent-50"
        >
          {t('home.groupBanner.action')}
        </button>
      </div>
    </div>
  );
}
