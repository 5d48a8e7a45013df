import type { InstructorCourse } from '@academy/contract/authoring';
import { ImageIcon } from 'lucide-react';
import { formatAmount } from '@academy/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useCategoryName } from '../../../lib/course-categories';

/** Manage Courses preview: thumbnail, title, description, category, price, close. */
export function CoursePreviewModal({
  course,
  onClose,
}: {
  course: InstructorCourse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const categoryName = useCategoryName();
  const language = useLanguage();
  const thumbnail = toMediaUrl(course?.thumbnail);
  return (
    <Modal
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={course?.course_title ?? ''}
      size="lg"
      footer={<Button onClick={onClose}>{t('manage.close')}</Button>}
    >
      {course && (
        <div className="space-y-4">
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-slate-100">
            {thumbnail ? (
              <ThumbnailImage
                src={thumbnail}
                alt={t('manage.thumbnailAlt', { title: course.course_title })}
                sizes="(min-width: 768px) 720px, 100vw"
                eager
              />
            ) : (
              <span className="flex flex-col items-center gap-2 text-ink-muted">
                <ImageIcon className="size-10" aria-hidden="true" />
                {t('manage.noThumbnail')}
              </span>
            )}
          </div>
          <p className="whitespace-pre-line text-ink">{course.description}</p>
          <p className="text-sm text-ink-muted">
            {t('manage.category', { name: categoryName(course.category_id, course.category_name) })}
          </p>
          <p className="text-lg font-semibold text-ink">
            {t('manage.price', { price: formatAmount(course.price, language) })}
          </p>
        </div>
      )}
    </Modal>
  );
}
