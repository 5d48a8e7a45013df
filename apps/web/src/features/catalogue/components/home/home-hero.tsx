import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../../lib/class-names';

const HEADLINES = ['learn', 'publish', 'code', 'together'] as const;
const ROTATE_EVERY_MS = 4500;

const heroButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold transition-colors';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home hero: rotating headlines, Explore Courses and Learn More. Every
 * headline sits in the same grid cell, so the block is as tall as the longest one from the first
 * paint and rotating never shifts the layout. The rotation pauses while the pointer or focus is
 * in the hero and stays still for readers who ask for reduced motion.
 */
export function HomeHero() {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused || prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % HEADLINES.length),
      ROTATE_EVERY_MS,
    );
    return () => window.clearInterval(timer);
  }, [isPaused]);

  return (
    <section
      aria-labelledby="home-hero-title"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      className="relative isolate overflow-hidden bg-brand-950 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-900),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)] text-white [--focus-ring:var(--color-white)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex rounded-2xl border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
            {t('home.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 grid text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {HEADLINES.map((headline, position) => (
              <span
                key={headline}
                aria-hidden={position !== index}
                data-testid={position === index ? 'hero-headline' : undefined}
                className={cx(
                  '[grid-area:1/1] transition-opacity duration-700',
                  position === index ? 'opacity-100' : 'opacity-0',
                )}
              >
                {t(`home.headlines.${headline}`)}
              </span>
            ))}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">{t('home.subheading')}</p>
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
  );
}
