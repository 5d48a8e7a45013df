import { ImageIcon } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { uploadMessages } from '@academy/contract/uploads';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { PageFrame } from '../../../components/ui/page-frame';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getFieldErrors } from '../../../lib/api-error';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { useInstructorCourse } from '../api/get-instructor-course';
import { useUploadThumbnail } from '../api/upload-thumbnail';
import { InstructorOnly } from '../components/instructor-only';
import { readThumbnailHints } from '../model/thumbnail-hints';
import { thumbnailFormSchema, thumbnailProblem } from '../model/thumbnail-file';

/** /edit-course-thumbnail/:courseId: pick, preview and upload. */
export function CourseThumbnailPage() {
  return (
    <InstructorOnly>
      <CourseThumbnail />
    </InstructorOnly>
  );
}

function CourseThumbnail() {
  const { t } = useTranslation(['authoring', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { courseId = '' } = useParams();
  const hints = readThumbnailHints(location.state);
  const course = useInstructorCourse(courseId);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const {
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<{ thumbnail: File | null }, unknown, { thumbnail: File }>({
    resolver: zodResolver(thumbnailFormSchema),
    defaultValues: { thumbnail: null },
  });
  const error = errors.thumbnail?.message;
  const upload = useUploadThumbnail(courseId, setProgress);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  /** A file that is not an image or too large is refused at once, with a toast. */
  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    clearErrors('thumbnail');
    const problem = chosen && thumbnailProblem(chosen);
    if (problem) {
      toast.error(t(`thumbnail.${problem}`));
      event.target.value = '';
    }
    const kept = problem ? null : chosen;
    setValue('thumbnail', kept);
    setPreviewUrl(kept ? URL.createObjectURL(kept) : null);
  }

  const submit = handleSubmit(
    async ({ thumbnail }) => {
      setProgress(0);
      try {
        await upload.mutateAsync(thumbnail);
        toast.success(t('thumbnail.success'));
        // Back at the course the instructor was working on, not the dashboard.
        navigate(`/instructor/courses/edit/${courseId}`);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) {
          toast.error(t('access.loginToUpdate'));
          navigate('/login');
          return;
        }
        const detail = failure instanceof ApiError ? failure.detail : undefined;
        const message =
          getFieldErrors(failure).thumbnail ??
          (detail === uploadMessages.tooManyAtOnce ? t('common:uploadsBusy') : detail);
        if (message) setError('thumbnail', { message });
        toast.error(t('thumbnail.failed'));
      }
    },
    // The only check left at submit: no file was chosen.
    () => toast.error(t('thumbnail.noFile')),
  );

  const n = (value: number) => formatDigits(value, language);
  const current = toMediaUrl(course.data?.thumbnail);
  const shown = previewUrl ?? current;

  return (
    <PageFrame
      title={t('thumbnail.title')}
      description={course.data?.course_title ?? t('thumbnail.description')}
      width="narrow"
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <figure className="space-y-2">
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-xl border border-line bg-slate-100">
            {shown ? (
              <img
                src={shown}
                alt={previewUrl ? t('thumbnail.preview') : t('thumbnail.current')}
                className="size-full object-cover"
              />
            ) : (
              <span className="flex flex-col items-center gap-2 text-ink-muted">
                <ImageIcon className="size-10" aria-hidden="true" />
                {t('thumbnail.noImage')}
              </span>
            )}
          </div>
          <figcaption className="text-sm text-ink-muted">{t('thumbnail.hint')}</figcaption>
        </figure>
        <FieldFrame
          label={t('thumbnail.file')}
          error={error}
          hint={t('thumbnail.limits', {
            minWidth: n(hints.minWidth),
            minHeight: n(hints.minHeight),
            maxWidth: n(hints.maxWidth),
            maxHeight: n(hints.maxHeight),
          })}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={handleFileChange}
              className="block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
            />
          )}
        </FieldFrame>
        {upload.isPending && <UploadProgress fraction={progress} label={t('thumbnail.progress')} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="outline"
            onClick={() => navigate('/dashboard')}
            disabled={upload.isPending}
          >
            {t('thumbnail.skip')}
          </Button>
          <Button type="submit" loading={upload.isPending} loadingText={t('thumbnail.uploading')}>
            {t('thumbnail.upload')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
