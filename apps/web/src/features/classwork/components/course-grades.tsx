import {
  certificateRuleSchema,
  gradeWeightsSchema,
  type CourseGrades as Grades,
  type GradeWeights,
} from '@academy/contract/grades';
import { latinDigits } from '@academy/contract/quiz-grading';
import { AlertTriangle, GraduationCap } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import {
  useCourseGrades,
  useSaveCertificateRule,
  useSaveGradeWeights,
} from '../api/get-course-grades';
import { issuesByPath } from '../model/quiz-errors';
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
  const [quizzes, setQuizzes] = useState(String(weights.quizzes_percent));
  const [assignments, setAssignments] = useState(String(weights.assignments_percent));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const translate = (found: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(found).map(([key, message]) => [
        key,
        message === 'The weights must add up to 100.'
          ? t('grades.weightsSum')
          : t('grades.weightRange'),
      ]),
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toNumber = (text: string) => Number(latinDigits(text).trim() || Number.NaN);
    const parsed = gradeWeightsSchema.safeParse({
      quizzes_percent: toNumber(quizzes),
      assignments_percent: toNumber(assignments),
    });
    if (!parsed.success) {
      setErrors(translate(issuesByPath(parsed.error.issues)));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('grades.weightsSaved'));
    } catch (error) {
      setErrors(translate(getFieldErrors(error)));
      toast.error(getErrorMessage(error, t('grades.weightsFailed')));
    }
  }

  return (
    <SettingsForm
      id="grade-weights"
      title={t('grades.weightsTitle')}
      hint={t('grades.weightsHint')}
      onSubmit={handleSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('grades.quizzesWeight')}
          inputMode="numeric"
          value={quizzes}
          error={errors.quizzes_percent}
          onChange={(event) => setQuizzes(event.target.value)}
        />
        <Field
          label={t('grades.assignmentsWeight')}
          inputMode="numeric"
          value={assignments}
          error={errors.assignments_percent}
          onChange={(event) => setAssignments(event.target.value)}
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        {t('grades.saveWeights')}
      </Button>
    </SettingsForm>
  );
}

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
  const [requiresPass, setRequiresPass] = useState(passPercent !== null);
  const [mark, setMark] = useState(passPercent === null ? '' : String(passPercent));
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = latinDigits(mark).trim();
    const parsed = certificateRuleSchema.safeParse({
      requires_pass: requiresPass,
      pass_percent: requiresPass ? (text === '' ? null : Number(text)) : null,
    });
    if (!parsed.success) {
      setError(t('grades.passMarkRange'));
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('grades.passMarkSaved'));
    } catch (failure) {
      if (getFieldErrors(failure).pass_percent) setError(t('grades.passMarkRange'));
      toast.error(getErrorMessage(failure, t('grades.passMarkFailed')));
    }
  }

  return (
    <SettingsForm
      id="certificate-rule"
      title={t('grades.certificateTitle')}
      hint={t('grades.certificateHint')}
      onSubmit={handleSubmit}
    >
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={requiresPass}
          onChange={(event) => setRequiresPass(event.target.checked)}
        />
        {t('grades.requirePass')}
      </label>
      {requiresPass && (
        <div className="max-w-xs">
          <Field
            label={t('grades.passMark')}
            inputMode="numeric"
            value={mark}
            error={error}
            onChange={(event) => setMark(event.target.value)}
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
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => void onSubmit(event)}
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
