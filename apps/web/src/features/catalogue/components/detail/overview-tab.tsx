import type { CourseDetail } from '@academy/contract/catalogue';
import { CheckCircle2, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Overview, outcomes and prerequisites of a course. */
export function OverviewTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-about">
        <h2 id="overview-about" className="text-xl font-semibold text-ink">
          {t('detail.overview.about')}
        </h2>
        <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">
          {course.overview || course.description}
        </p>
      </section>
      {course.outcomes.length > 0 && (
        <section
          aria-labelledby="overview-outcomes"
          className="rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id="overview-outcomes" className="text-xl font-semibold text-ink">
            {t('detail.overview.outcomes')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {course.outcomes.map((outcome) => (
              <li key={outcome.outcome_id} className="flex gap-3 text-slate-700">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                  aria-hidden="true"
                />
                <span>{outcome.outcome_title}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="overview-prerequisites">
        <h2 id="overview-prerequisites" className="text-xl font-semibold text-ink">
          {t('detail.overview.prerequisites')}
        </h2>
        {course.prerequisites.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {course.prerequisites.map((prerequisite) => (
              <li key={prerequisite.prerequisite_id} className="flex gap-3 text-slate-700">
                <CircleDot className="mt-1 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                <span>{prerequisite.prerequisite_title}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('detail.overview.noPrerequisites')}</p>
        )}
      </section>
    </div>
  );
}
