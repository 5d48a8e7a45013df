import type { InstructorCourse } from '@academy/contract/authoring';
import { Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toasts';
import { ButtonLink } from '../../../components/ui/button-link';
import { Modal } from '../../../components/ui/modal';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { cx } from '../../../lib/class-names';
import { useCategoryName } from '../../../lib/course-categories';
import { useInstructorCourses } from '../api/get-instructor-courses';
import { CourseInsightPanel } from '../components/course-insight-panel';
import { CoursePreviewModal } from '../components/course-preview-modal';
import { InstructorOnly } from '../components/instructor-only';
import { ManageCourseCard } from '../components/manage-course-card';
import { categoryTabs, matchesSearch } from '../model/course-search';

/** /courses/manage and /manage-courses: search, category tabs and course cards. */
export function ManageCoursesPage() {
  return (
    <InstructorOnly>
      <ManageCourses />
    </InstructorOnly>
  );
}

function ManageCourses() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const courses = useInstructorCourses();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<InstructorCourse | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const insightId = Number(searchParams.get('insight')) || null;

  useEffect(() => {
    if (!courses.isError) return;
    if (courses.error instanceof ApiError && courses.error.status === 401) {
      toast.error(t('access.loginRequired'));
      navigate('/login', { replace: true });
      return;
    }
    toast.error(t('manage.fetchFailed'));
  }, [courses.isError, courses.error, navigate, t]);

  const categories = useMemo(() => categoryTabs(courses.data ?? []), [courses.data]);
  // A tab is keyed by the English name the courses carry, and labelled in the reader's language.
  const categoryName = useCategoryName();
  const tabLabel = (name: string) => {
    const id = courses.data?.find((course) => course.category_name === name)?.category_id;
    return id === undefined ? name : categoryName(id, name);
  };
  const visible = (courses.data ?? []).filter(
    (course) =>
      (category === null || course.category_name === category) && matchesSearch(course, search),
  );
  const insightCourse = courses.data?.find((course) => course.course_id === insightId);

  const closeInsight = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('insight');
    setSearchParams(next, { replace: true });
  };

  return (
    <PageFrame
      title={t('manage.title')}
      description={t('manage.description')}
      actions={
        <ButtonLink to="/courses/create">
          <Plus className="size-4" aria-hidden="true" />
          {t('manage.createNew')}
        </ButtonLink>
      }
    >
      <div className="mb-6 space-y-4">
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('manage.search')}
            aria-label={t('manage.searchLabel')}
            className="block w-full rounded-lg border border-slate-300 bg-surface py-2 pr-3 pl-9 text-base shadow-sm placeholder:text-slate-500 sm:text-sm"
          />
        </div>
        <div role="group" aria-label={t('manage.filterLabel')} className="flex flex-wrap gap-2">
          {[null, ...categories].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={cx(
                'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
                category === name
                  ? 'bg-brand-700 text-white'
                  : 'border border-line bg-surface text-ink hover:bg-slate-50',
              )}
            >
              {name === null ? t('manage.all') : tabLabel(name)}
            </button>
          ))}
        </div>
      </div>

      {courses.isPending ? (
        <LoadingRegion>
          <p className="text-ink-muted">{t('manage.loading')}</p>
        </LoadingRegion>
      ) : visible.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-12 text-center text-ink-muted">
          {t('manage.empty')}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((course) => (
            <li key={course.course_id} className="flex">
              <ManageCourseCard course={course} onPreview={setPreviewed} />
            </li>
          ))}
        </ul>
      )}

      <CoursePreviewModal course={previewed} onClose={() => setPreviewed(null)} />
      <Modal
        open={insightId !== null && insightCourse !== undefined}
        onOpenChange={(open) => !open && closeInsight()}
        title={insightCourse ? t('manage.insightOf', { title: insightCourse.course_title }) : ''}
        size="lg"
      >
        {insightId !== null && <CourseInsightPanel courseId={insightId} />}
      </Modal>
    </PageFrame>
  );
}
