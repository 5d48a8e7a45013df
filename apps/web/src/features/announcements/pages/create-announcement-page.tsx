import { announcementLimits } from '@academy/contract/announcements';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toasts';
import { FormActions } from '../../../components/ui/form-actions';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError, getFieldErrors } from '../../../lib/api-error';
import { cx } from '../../../lib/class-names';
import { useInstructorCourses } from '../../authoring/api/get-instructor-courses';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useCreateAnnouncement } from '../api/create-announcement';

/** The course preselected by ?courseId= or by navigation state, if any. */
function readPreselected(search: URLSearchParams, state: unknown): string {
  const fromQuery = search.get('courseId');
  const fromState = (state as { courseId?: unknown } | null)?.courseId;
  const value = fromQuery ?? (fromState === undefined ? '' : String(fromState));
  return /^\d+$/.test(value) ? value : '';
}

/** /announcements/create. */
export function CreateAnnouncementPage() {
  return (
    <InstructorOnly>
      <CreateAnnouncement />
    </InstructorOnly>
  );
}

function CreateAnnouncement() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const preselected = readPreselected(searchParams, location.state);
  const courses = useInstructorCourses();
  const createAnnouncement = useCreateAnnouncement();
  const [course, setCourse] = useState(preselected);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const ownCourses = courses.data ?? [];
  // A link to a course that is not one of the instructor's own is not followed: the choice opens
  // up and starts empty. If the list failed to load, the link is trusted (the server checks
  // ownership on posting) and shown by its number.
  const notOwn =
    courses.isSuccess &&
    preselected !== '' &&
    !ownCourses.some((own) => String(own.course_id) === preselected);
  const locked = preselected !== '' && !notOwn;
  const selected = notOwn && course === preselected ? '' : course;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected || !title.trim() || !content.trim()) {
      toast.error(t('create.fillAll'));
      return;
    }
    try {
      await createAnnouncement.mutateAsync({ course: Number(selected), title, content });
      toast.success(t('create.success'));
      navigate('/dashboard');
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast.error(error instanceof ApiError && error.detail ? error.detail : t('create.failed'));
    }
  }

  return (
    <PageFrame title={t('create.title')} description={t('create.description')} width="narrow">
      <form
        onSubmit={handleSubmit}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <FieldFrame
          label={t('create.course')}
          required
          error={errors.course}
          hint={
            courses.isError
              ? t('create.coursesFailed')
              : courses.isSuccess && ownCourses.length === 0
                ? t('create.noCourses')
                : notOwn
                  ? t('create.notOwnCourse')
                  : undefined
          }
        >
          {(control) => (
            <select
              {...control}
              required
              value={selected}
              disabled={locked}
              onChange={(event) => setCourse(event.target.value)}
            >
              <option value="">
                {courses.isPending ? t('create.loadingCourses') : t('create.selectCourse')}
              </option>
              {locked && courses.isError && <option value={preselected}>#{preselected}</option>}
              {ownCourses.map((own) => (
                <option key={own.course_id} value={String(own.course_id)}>
                  {own.course_title}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <Field
          label={t('create.announcementTitle')}
          required
          maxLength={announcementLimits.titleMax}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FieldFrame label={t('create.content')} required error={errors.content}>
          {(control) => (
            <textarea
              {...control}
              required
              rows={8}
              maxLength={announcementLimits.contentMax}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className={cx(control.className, 'min-h-40')}
            />
          )}
        </FieldFrame>
        <FormActions
          cancel={{ label: t('create.cancel'), onClick: () => void navigate('/dashboard') }}
          submitLabel={t('create.submit')}
          submittingLabel={t('create.submitting')}
          submitting={createAnnouncement.isPending}
        />
      </form>
    </PageFrame>
  );
}
