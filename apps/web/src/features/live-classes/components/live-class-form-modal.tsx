import {
  liveClassDraftSchema,
  liveClassEditSchema,
  liveClassLimits,
  type LiveClass,
  type LiveClassScope,
} from '@academy/contract/live-classes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { formatDigits } from '../../../lib/digits';
import { issuesByField, saveFailureErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useSaveLiveClass } from '../api/save-live-class';
import { dhakaInputsToIso, isoToDhakaInputs } from '../model/class-time';
import { useLiveClassMessage } from '../model/live-class-message';

export type LiveClassFormModalProps = {
  courseId: string;
  /** The class being edited; undefined to schedule a new one. */
  session?: LiveClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Schedule a live class (or a weekly series), or edit one or the rest of its series. */
export function LiveClassFormModal({
  courseId,
  session,
  open,
  onOpenChange,
}: LiveClassFormModalProps) {
  const { t } = useTranslation('live-classes');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={session ? t('form.editTitle') : t('form.scheduleTitle')}
    >
      {open && (
        <LiveClassForm courseId={courseId} session={session} onDone={() => onOpenChange(false)} />
      )}
    </Modal>
  );
}

type Values = {
  title: string;
  description: string;
  date: string;
  time: string;
  duration: string;
  meetingUrl: string;
  weeklyCount: string;
  scope: LiveClassScope;
};

function initialValues(session?: LiveClass): Values {
  const start = session ? isoToDhakaInputs(session.starts_at) : { date: '', time: '' };
  return {
    title: session?.title ?? '',
    description: session?.description ?? '',
    date: start.date,
    time: start.time,
    duration: String(session?.duration_minutes ?? 60),
    meetingUrl: '',
    weeklyCount: '1',
    scope: 'one',
  };
}

function LiveClassForm({
  courseId,
  session,
  onDone,
}: {
  courseId: string;
  session?: LiveClass;
  onDone: () => void;
}) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const translate = useLiveClassMessage();
  const save = useSaveLiveClass(courseId);
  const [values, setValues] = useState(() => initialValues(session));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const common = {
      title: values.title,
      description: values.description,
      starts_at: values.date && values.time ? dhakaInputsToIso(values.date, values.time) : '',
      duration_minutes: Number(values.duration),
      meeting_url: values.meetingUrl.trim(),
    };
    const parsed = session
      ? liveClassEditSchema.safeParse({ ...common, scope: values.scope })
      : liveClassDraftSchema.safeParse({ ...common, weekly_count: Number(values.weeklyCount) });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, translate));
      return;
    }
    setErrors({});
    try {
      const answer = session
        ? await save.mutateAsync({
            kind: 'edit',
            id: session.id,
            edit: { ...common, scope: values.scope },
          })
        : await save.mutateAsync({
            kind: 'schedule',
            draft: { ...common, weekly_count: Number(values.weeklyCount) },
          });
      const count = answer.results.length;
      toast.success(
        session
          ? t('form.updated')
          : t('form.scheduled', { count, value: formatDigits(count, language) }),
      );
      onDone();
    } catch (error) {
      setErrors(saveFailureErrors(error, t('form.saveFailed'), translate));
    }
  }

  const startError = errors.starts_at;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <Field
        label={t('form.title')}
        required
        maxLength={liveClassLimits.titleMax}
        value={values.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <FieldFrame label={t('form.description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={liveClassLimits.descriptionMax}
            value={values.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('form.date')}
          type="date"
          required
          value={values.date}
          error={startError}
          onChange={(event) => change({ date: event.target.value })}
        />
        <Field
          label={t('form.time')}
          type="time"
          required
          value={values.time}
          hint={t('form.timeHint')}
          onChange={(event) => change({ time: event.target.value })}
        />
        <Field
          label={t('form.duration')}
          type="number"
          required
          min={liveClassLimits.durationMinMinutes}
          max={liveClassLimits.durationMaxMinutes}
          step={5}
          inputMode="numeric"
          value={values.duration}
          hint={t('form.durationHint')}
          error={errors.duration_minutes}
          onChange={(event) => change({ duration: event.target.value })}
        />
      </div>
      <Field
        label={t('form.meetingUrl')}
        type="url"
        required={!session}
        inputMode="url"
        maxLength={liveClassLimits.meetingUrlMax}
        value={values.meetingUrl}
        hint={
          session?.meeting_host
            ? t('form.meetingUrlKeep', { host: session.meeting_host })
            : t('form.meetingUrlHint')
        }
        error={errors.meeting_url}
        onChange={(event) => change({ meetingUrl: event.target.value })}
      />
      {session ? (
        session.series_id && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t('form.scope')}</legend>
            {(['one', 'following'] as const).map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="scope"
                  value={scope}
                  checked={values.scope === scope}
                  onChange={() => change({ scope })}
                />
                {scope === 'one' ? t('form.scopeOne') : t('form.scopeFollowing')}
              </label>
            ))}
          </fieldset>
        )
      ) : (
        <Field
          label={t('form.weeklyCount')}
          type="number"
          min={1}
          max={liveClassLimits.weeklyCountMax}
          inputMode="numeric"
          value={values.weeklyCount}
          hint={t('form.weeklyCountHint')}
          error={errors.weekly_count}
          onChange={(event) => change({ weeklyCount: event.target.value })}
        />
      )}
      <FormError message={errors.form ?? errors.non_field_errors} />
      <FormActions
        cancel={{ label: t('form.close'), onClick: onDone }}
        submitLabel={t('form.save')}
        submittingLabel={t('form.saving')}
        submitting={save.isPending}
      />
    </form>
  );
}
