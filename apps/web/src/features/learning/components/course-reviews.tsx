import { learningLimits, type Review } from '@academy/contract/learning';
import { MessageSquareText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCourseReviews } from '../api/get-course-reviews';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';

function ReviewItem({ review, isMine }: { review: Review; isMine?: boolean }) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">
          {isMine ? t('reviews.you', { name: review.reviewer }) : review.reviewer}
        </p>
        <RatingStars rating={review.rating} />
        <time dateTime={review.created_at} className="text-xs text-ink-muted">
          {formatDate(review.created_at, language)}
        </time>
      </div>
      {review.comment && (
        <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{review.comment}</p>
      )}
    </article>
  );
}

/**
 * The course detail page's reviews tab: the real average and count, the reviews newest first,
 * paginated, and for an enrolled learner the form to review once and edit it after.
 */
export function CourseReviews({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [isEditing, setIsEditing] = useState(false);
  const reviews = useCourseReviews(courseId, page);

  if (reviews.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-danger">
          {t('reviews.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }

  const data = reviews.data;
  const totalPages = Math.max(1, Math.ceil(data.count / learningLimits.reviewsPageSize));
  return (
    <div className="space-y-8">
      <section aria-labelledby="reviews-summary" className="flex flex-wrap items-center gap-4">
        <h2 id="reviews-summary" className="sr-only">
          {t('reviews.summary')}
        </h2>
        {data.rating === null ? (
          <p className="text-ink-muted">{t('reviews.noRating')}</p>
        ) : (
          <>
            <p className="text-4xl font-bold text-ink">{formatNumber(data.rating, language)}</p>
            <div className="space-y-1">
              <RatingStars rating={data.rating} size="md" />
              <p className="text-sm text-ink-muted">
                {t('reviews.count', {
                  count: data.rating_count,
                  value: formatNumber(data.rating_count, language),
                })}
              </p>
            </div>
          </>
        )}
      </section>

      {data.can_review && <ReviewForm courseId={courseId} />}
      {data.my_review &&
        (isEditing ? (
          <ReviewForm
            key={data.my_review.updated_at}
            courseId={courseId}
            review={data.my_review}
            onDone={() => setIsEditing(false)}
          />
        ) : (
          <section
            aria-labelledby="my-review"
            className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="my-review" className="font-semibold text-brand-900">
                {t('reviews.mine')}
              </h3>
              <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('reviews.edit')}
              </Button>
            </div>
            <ReviewItem review={data.my_review} isMine />
          </section>
        ))}

      {data.results.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-8 text-center text-ink-muted">
          <MessageSquareText className="size-8 text-brand-700" aria-hidden="true" />
          <p>{t('reviews.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {data.results.map((review) => (
            <li key={review.review_id} className="py-5 first:pt-0">
              <ReviewItem review={review} isMine={review.review_id === data.my_review?.review_id} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </div>
  );
}
