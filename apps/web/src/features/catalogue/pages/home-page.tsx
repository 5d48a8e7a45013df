import { ArrowRight, FileText, GraduationCap, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../lib/class-names';

type Highlight = { icon: LucideIcon; label: 'expert' | 'group' | 'publication' };

/** The landing page's promises (visitor-and-account spec section 1). */
const highlights: Highlight[] = [
  { icon: GraduationCap, label: 'expert' },
  { icon: Users, label: 'group' },
  { icon: FileText, label: 'publication' },
];

const heroButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold transition-colors';

/** /: the hero for now; the full home (categories, featured courses, pricing, FAQ) comes later. */
export function HomePage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <>
      <title>{`${t('common:appName')} — ${t('common:appTagline')}`}</title>
      <section
        aria-labelledby="home-hero-title"
        className="relative isolate overflow-hidden bg-brand-950 [--focus-ring:var(--color-white)] bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-900),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)] text-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <div className="max-w-3xl">
            <p className="inline-flex rounded-2xl border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
              {t('home.eyebrow')}
            </p>
            <h1
              id="home-hero-title"
              className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('home.headline')}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">
              {t('home.subheading')}
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/courses"
                className={cx(heroButton, 'bg-white text-brand-900 hover:bg-brand-50')}
              >
                {t('home.exploreCourses')}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
              <Link
                to="/about"
                className={cx(heroButton, 'border border-white/40 text-white hover:bg-white/10')}
              >
                {t('home.learnMore')}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section aria-label={t('home.highlights.label')} className="border-b border-line bg-surface">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {highlights.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="font-semibold text-ink">{t(`home.highlights.${label}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
