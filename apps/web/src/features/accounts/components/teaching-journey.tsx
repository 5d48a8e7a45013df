import { LayoutList, Megaphone, PlusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';

/**
 * My Teaching Journey, for instructors: Add Course, Manage Courses and Create
 * Announcement. `children` is where the instructor's own course list goes.
 */
export function TeachingJourney({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <section aria-labelledby="teaching-journey" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="teaching-journey" className="text-2xl font-bold text-ink">
            {t('dashboard.teaching.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('dashboard.teaching.description')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/courses/create" size="sm">
            <PlusCircle className="size-4" aria-hidden="true" />
            {t('dashboard.teaching.addCourse')}
          </ButtonLink>
          <ButtonLink to="/courses/manage" size="sm" variant="outline">
            <LayoutList className="size-4" aria-hidden="true" />
            {t('dashboard.teaching.manageCourses')}
          </ButtonLink>
          <ButtonLink to="/announcements/create" size="sm" variant="outline">
            <Megaphone className="size-4" aria-hidden="true" />
            {t('dashboard.teaching.createAnnouncement')}
          </ButtonLink>
        </div>
      </div>
      {children}
    </section>
  );
}
