import { learningLimits, reviewDraftSchema, type Review } from '@academy/contract/learning';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { cx } from '../../../lib/class-names';
import { issuesByField, saveFailureErrors } from '../../../lib/form-errors';
import { useSaveReview } from '../api/save-review';
import { useLearningMessage } from '../model/learning-message';
import { RatingInput } from './rating-input';

export type ReviewFormProps = {
  courseId: string;
  /** The caller's review when editing it; undefined for the first review. */
  review?: Review;
  onDone?: () => void;
};

/** Rate 1 to 5 and say why (at most 2000 characters), checked as the server checks it. */
export function ReviewForm({ courseId, review, onDone }: ReviewFormProps) {
  const { t } = useTranslation('learning');
  const translate = useLearningMessage();
  const saveReview = useSaveReview(courseId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewDraftSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, translate));
      return;
    }
    setErrors({});
    try {
      await saveReview.mutateAsync({ ...parsed.data, reviewId: review?.review_id });
      toast.success(review ? t('reviews.updated') : t('reviews.created'));
      onDone?.();
    } catch (error) {
      // A refusal of the whole form (already reviewed, not enrolled) shows in the form itself.
      setErrors(saveFailureErrors(error, t('reviews.saveFailed'), translate));
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={review ? t('reviews.editTitle') : t('reviews.writeTitle')}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-ink">
        {review ? t('reviews.editTitle') : t('reviews.writeTitle')}
      </h3>
      <RatingInput value={rating} onChange={setRating} error={errors.rating} />
      <FieldFrame
        label={t('reviews.commentLabel')}
        hint={t('reviews.commentHint', { max: learningLimits.reviewCommentMax })}
        error={errors.comment}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={learningLimits.reviewCommentMax}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className={cx(control.className, 'min-h-28')}
          />
        )}
      </FieldFrame>
      <FormError message={errors.form} />
      <FormActions
        cancel={onDone && review ? { label: t('reviews.cancel'), onClick: onDone } : undefined}
        submitLabel={review ? t('reviews.update') : t('reviews.submit')}
        submittingLabel={t('reviews.saving')}
        submitting={saveReview.isPending}
      />
    </form>
  );
}
