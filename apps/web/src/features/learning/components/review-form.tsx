import {
  learningLimits,
  reviewDraftSchema,
  type Review,
  type ReviewDraft,
} from '@academy/contract/learning';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../../lib/toasts';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { cx } from '../../../lib/class-names';
import { errorMessages, showSaveFailure } from '../../../lib/form-submission';
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
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors: fieldErrors },
  } = useForm<z.input<typeof reviewDraftSchema>, unknown, ReviewDraft>({
    resolver: zodResolver(reviewDraftSchema),
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
  });
  const rating = useWatch({ control, name: 'rating' });
  const errors = errorMessages(fieldErrors, translate);

  const submit = handleSubmit(async (draft) => {
    try {
      await saveReview.mutateAsync({ ...draft, reviewId: review?.review_id });
      toast.success(review ? t('reviews.updated') : t('reviews.created'));
      onDone?.();
    } catch (error) {
      // A refusal of the whole form (already reviewed, not enrolled) shows in the form itself.
      showSaveFailure(error, setError, t('reviews.saveFailed'));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={review ? t('reviews.editTitle') : t('reviews.writeTitle')}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-ink">
        {review ? t('reviews.editTitle') : t('reviews.writeTitle')}
      </h3>
      <RatingInput
        value={rating}
        onChange={(value) =>
          setValue('rating', value, { shouldValidate: fieldErrors.rating !== undefined })
        }
        error={errors.rating}
      />
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
            {...register('comment')}
            className={cx(control.className, 'min-h-28')}
          />
        )}
      </FieldFrame>
      <FormError message={errors['']} />
      <FormActions
        cancel={onDone && review ? { label: t('reviews.cancel'), onClick: onDone } : undefined}
        submitLabel={review ? t('reviews.update') : t('reviews.submit')}
        submittingLabel={t('reviews.saving')}
        submitting={saveReview.isPending}
      />
    </form>
  );
}
