import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminCourse } from '@academy/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../../components/ui/list-search';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { formatDigits } from '../../../../lib/digits';
import { formatBdt } from '../../../../lib/money';
import { useAdminCourses } from '../../api/get-admin-courses';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { CourseSettingsForm } from './course-settings-form';
import { SettingsTable } from './settings-table';
import { TiersForm } from './tiers-form';
import { useCategoryName } from '../../../../lib/course-categories';

/** Every course with its status, badge, enrolment state and group tiers. */
export function CoursesSection() {
  const { t } = useTranslation('admin');
  const categoryName = useCategoryName();
  const language = useLanguage();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{
    course: AdminCourse;
    form: 'settings' | 'tiers';
  } | null>(null);
  const { data, isLoading, isError } = useAdminCourses({ search, page });
  return (
    <section className="space-y-4" aria-label={t('catalogue.sections.courses')}>
      <ListSearch
        label={t('catalogue.courses.searchLabel')}
        placeholder={t('catalogue.courses.searchLabel')}
        value={searchText}
        onChange={(text) => {
          setSearchText(text);
          setPage(1);
        }}
        className="block max-w-md"
      />
      {isLoading ? (
        <LoadingRegion>
          <Skeleton className="h-64" />
        </LoadingRegion>
      ) : isError || !data ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <>
          <SettingsTable
            label={t('catalogue.sections.courses')}
            headers={[
              t('catalogue.courses.course'),
              t('catalogue.courses.price'),
              t('catalogue.courses.status'),
              t('catalogue.courses.badge'),
              t('catalogue.courses.enrolment'),
              t('catalogue.courses.tiers'),
              '',
            ]}
          >
            {data.results.map((course) => (
              <tr key={course.id} data-testid="admin-course">
                <td>
                  <span className="font-medium text-ink">
                    #{formatDigits(course.id, language)} {course.title}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {categoryName(course.category_id, course.category_name)} ·{' '}
                    {course.instructor_name}
                  </span>
                </td>
                <td>{formatBdt(course.price, language)}</td>
                <td>{t(`catalogue.statuses.${course.status}`)}</td>
                <td>
                  {course.badge
                    ? (course.badge_text ?? t(`catalogue.badges.${course.badge}`))
                    : '—'}
                </td>
                <td>
                  {course.enrollment_open
                    ? t('catalogue.courses.open')
                    : t('catalogue.courses.closed')}
                </td>
                <td>
                  {course.tiers.length > 0
                    ? course.tiers
                        .map(
                          (tier) =>
                            `${formatDigits(tier.students, language)}×${formatBdt(tier.price_per_student, language)}`,
                        )
                        .join(', ')
                    : '—'}
                </td>
                <td className="text-right whitespace-nowrap">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ course, form: 'settings' })}
                  >
                    {t('catalogue.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing({ course, form: 'tiers' })}
                  >
                    {t('catalogue.courses.editTiers')}
                  </Button>
                </td>
              </tr>
            ))}
          </SettingsTable>
          <Pagination
            page={page}
            count={data.count}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
      {editing?.form === 'settings' && (
        <CourseSettingsForm course={editing.course} onClose={() => setEditing(null)} />
      )}
      {editing?.form === 'tiers' && (
        <TiersForm course={editing.course} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
