import {
  certificateRuleSchema,
  gradeWeightsSchema,
  type CourseGrades as Grades,
  type CertificateRule,
  type GradeWeights,
} from '@academy/contract/grades';
import { latinDigits } from '@academy/contract/quiz-grading';
import { AlertTriangle, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { bodyResolver, errorMessages } from '../../../lib/form-submission';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import {
  useCourseGrades,
  useSaveCertificateRule,
  useSaveGradeWeights,
} from '../api/get-course-grades';
import { ClassworkStateBadge } from './classwork-state-badge';

/** The Grades tab's grades: each item, the weighted total; the weights for the instructor. */
export function CourseGrades({ courseId }: { courseId: string }) {
  const { t } = useTranslation('classwork');
  const grades = useCourseGrades(courseId);
  if (grades.isPending) {
    return (
      <LoadingRegion className="space-y-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  }
  if (grades.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        alert
        title={t('grades.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void grades.refetch()}>
            {t('tab.retry')}
          </Button>
        }
      />
    );
  }
  return grades.data.can_edit_weights ? (
    <div className="space-y-4">
      <section
        aria-labelledby="gradebook-link"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-5"
      >
        <div className="min-w-0">
          <h2 id="gradebook-link" className="text-lg font-semibold text-ink">
            {t('gradebook.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('gradebook.openHint')}</p>
        </div>
        <ButtonLink to={`/course/${encodeURIComponent(courseId)}/gradebook`}>
          {t('gradebook.open')}
        </ButtonLink>
      </section>
      <WeightsForm courseId={courseId} weights={grades.data.weights} />
      <CertificateRuleForm courseId={courseId} passPercent={grades.data.certificate_pass_percent} />
    </div>
  ) : (
    <LearnerGrades grades={grades.data} />
  );
}

function LearnerGrades({ grades }: { grades: Grades }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  if (grades.items.length === 0) {
    return (
      <EmptyState icon={GraduationCap} title={t('grades.empty')} hint={t('grades.emptyHint')} />
    );
  }
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="grades-total"
        className="rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="grades-total" className="text-lg font-semibold text-ink">
          {grades.total_percent === null
            ? t('grades.noTotal')
            : t('grades.total', { percent: number(grades.total_percent) })}
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-ink-muted">
          {grades.categories.map((category) => (
            <li key={category.kind}>
              {t(`grades.categories.${category.kind}`, {
                weight: number(category.weight_percent),
              })}
              {': '}
              {category.percent === null
                ? t('grades.nothingGraded')
                : t('grades.categoryScore', {
                    earned: number(category.earned),
                    possible: number(category.possible),
                    percent: number(category.percent),
                  })}
            </li>
          ))}
        </ul>
      </section>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {grades.items.map((item) => (
          <li key={`${item.kind}-${item.item_id}`} className="space-y-1 px-4 py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={
                  item.kind === 'quiz' ? `/quizzes/${item.item_id}` : `/assignments/${item.item_id}`
                }
                className="min-w-0 flex-1 font-semibold text-ink underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
              <ClassworkStateBadge state={item.state} />
              <span className="text-sm font-semibold text-ink">
                {item.score === null
                  ? t('grades.noScore', { max: number(item.max_score) })
                  : t('tab.score', { score: number(item.score), max: number(item.max_score) })}
              </span>
            </div>
            {item.feedback && (
              <p className="text-sm whitespace-pre-line text-ink-muted">{item.feedback}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WeightsForm({ courseId, weights }: { courseId: string; weights: GradeWeights }) {
  const { t } = useTranslation('classwork');
  const save = useSaveGradeWeights(courseId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors },
  } = useForm<{ quizzes: string; assignments: string }, unknown, GradeWeights>({
    resolver: bodyResolver(gradeWeightsSchema, (values) => ({
      quizzes_percent: toPercent(values.quizzes),
      assignments_percent: toPercent(values.assignments),
    })),
    defaultValues: {
      quizzes: String(weights.quizzes_percent),
      assignments: String(weights.assignments_percent),
    },
  });
  const errors = Object.fromEntries(
    Object.entries(errorMessages(fieldErrors)).map(([key, message]) => [
      key,
      message === 'The weights must add up to 100.'
        ? t('grades.weightsSum')
        : t('grades.weightRange'),
    ]),
  );

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('grades.weightsSaved'));
    } catch (error) {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        setError(field as 'quizzes', { message });
      }
      toast.error(getErrorMessage(error, t('grades.weightsFailed')));
    }
  });

  return (
    <SettingsForm
      id="grade-weights"
      title={t('grades.weightsTitle')}
      hint={t('grades.weightsHint')}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('grades.quizzesWeight')}
          inputMode="numeric"
          {...register('quizzes')}
          error={errors.quizzes_percent}
        />
        <Field
          label={t('grades.assignmentsWeight')}
          inputMode="numeric"
          {...register('assignments')}
          error={errors.assignments_percent}
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        {t('grades.saveWeights')}
      </Button>
    </SettingsForm>
  );
}

/** A weight as typed (Bangla digits too); blank is not a number. */
const toPercent = (text: string) => Number(latinDigits(text).trim() || Number.NaN);

/** Whether the certificate also requires a pass mark of the course total, for the instructor. */
function CertificateRuleForm({
  courseId,
  passPercent,
}: {
  courseId: string;
  passPercent: number | null;
}) {
  const { t } = useTranslation('classwork');
  const save = useSaveCertificateRule(courseId);
  type RuleValues = { requires_pass: boolean; mark: string };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RuleValues, unknown, CertificateRule>({
    resolver: bodyResolver(certificateRuleSchema, (values: RuleValues) => {
      const text = latinDigits(values.mark).trim();
      return {
        requires_pass: values.requires_pass,
        pass_percent: values.requires_pass ? (text === '' ? null : Number(text)) : null,
      };
    }),
    defaultValues: {
      requires_pass: passPercent !== null,
      mark: passPercent === null ? '' : String(passPercent),
    },
  });
  const requiresPass = useWatch({ control, name: 'requires_pass' });
  // Every failed check of the mark says the same: a whole number from 1 to 100.
  const error = Object.keys(errors).length > 0 ? t('grades.passMarkRange') : undefined;

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('grades.passMarkSaved'));
    } catch (failure) {
      if (getFieldErrors(failure).pass_percent) setError('mark', { type: 'server' });
      toast.error(getErrorMessage(failure, t('grades.passMarkFailed')));
    }
  });

  return (
    <SettingsForm
      id="certificate-rule"
      title={t('grades.certificateTitle')}
      hint={t('grades.certificateHint')}
      onSubmit={submit}
    >
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" {...register('requires_pass')} />
        {t('grades.requirePass')}
      </label>
      {requiresPass && (
        <div className="max-w-xs">
          <Field
            label={t('grades.passMark')}
            inputMode="numeric"
            {...register('mark')}
            error={error}
          />
        </div>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('grades.savePassMark')}
      </Button>
    </SettingsForm>
  );
}

/** A titled card holding one of the instructor's course settings, sent as one form. */
function SettingsForm({
  id,
  title,
  hint,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="text-sm text-ink-muted">{hint}</p>
      {children}
    </form>
  );
}
