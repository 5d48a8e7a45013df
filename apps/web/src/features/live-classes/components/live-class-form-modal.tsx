import {
  liveClassDraftSchema,
  liveClassEditSchema,
  liveClassLimits,
  type LiveClass,
  type LiveClassDraft,
  type LiveClassEdit,
  type LiveClassScope,
} from '@academy/contract/live-classes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { formatDigits } from '../../../lib/digits';
import { bodyResolver, errorMessages, showSaveFailure } from '../../../lib/form-submission';
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

/** The inputs: named as the body's fields where one input is one field. */
type Values = {
  title: string;
  description: string;
  date: string;
  time: string;
  duration_minutes: string;
  meeting_url: string;
  weekly_count: string;
  scope: LiveClassScope;
};

/** What the inputs send: a new class (or series) or the edit of one. */
function toBody(values: Values, isEdit: boolean): LiveClassDraft | LiveClassEdit {
  const common = {
    title: values.title,
    description: values.description,
    starts_at: values.date && values.time ? dhakaInputsToIso(values.date, values.time) : '',
    duration_minutes: Number(values.duration_minutes),
    meeting_url: values.meeting_url.trim(),
  };
  return isEdit
    ? { ...common, scope: values.scope }
    : { ...common, weekly_count: Number(values.weekly_count) };
}

function initialValues(session?: LiveClass): Values {
  const start = session ? isoToDhakaInputs(session.starts_at) : { date: '', time: '' };
  return {
    title: session?.title ?? '',
    description: session?.description ?? '',
    date: start.date,
    time: start.time,
    duration_minutes: String(session?.duration_minutes ?? 60),
    meeting_url: '',
    weekly_count: '1',
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors },
  } = useForm<Values, unknown, LiveClassDraft | LiveClassEdit>({
    resolver: bodyResolver(session ? liveClassEditSchema : liveClassDraftSchema, (values) =>
      toBody(values, session !== undefined),
    ),
    defaultValues: initialValues(session),
  });
  const errors = errorMessages(fieldErrors, translate);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = session
        ? await save.mutateAsync({ kind: 'edit', id: session.id, edit: body as LiveClassEdit })
        : await save.mutateAsync({ kind: 'schedule', draft: body as LiveClassDraft });
      const count = answer.results.length;
      toast.success(
        session
          ? t('form.updated')
          : t('form.scheduled', { count, value: formatDigits(count, language) }),
      );
      onDone();
    } catch (error) {
      showSaveFailure(error, setError, t('form.saveFailed'));
    }
  });

  const startError = errors.starts_at;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Field
        label={t('form.title')}
        required
        maxLength={liveClassLimits.titleMax}
        {...register('title')}
        error={errors.title}
      />
      <FieldFrame label={t('form.description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={liveClassLimits.descriptionMax}
            {...register('description')}
          />
        )}
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('form.date')}
          type="date"
          required
          {...register('date')}
          error={startError}
        />
        <Field
          label={t('form.time')}
          type="time"
          required
          {...register('time')}
          hint={t('form.timeHint')}
        />
        <Field
          label={t('form.duration')}
          type="number"
          required
          min={liveClassLimits.durationMinMinutes}
          max={liveClassLimits.durationMaxMinutes}
          step={5}
          inputMode="numeric"
          {...register('duration_minutes')}
          hint={t('form.durationHint')}
          error={errors.duration_minutes}
        />
      </div>
      <Field
        label={t('form.meetingUrl')}
        type="url"
        required={!session}
        inputMode="url"
        maxLength={liveClassLimits.meetingUrlMax}
        {...register('meeting_url')}
        hint={
          session?.meeting_host
            ? t('form.meetingUrlKeep', { host: session.meeting_host })
            : t('form.meetingUrlHint')
        }
        error={errors.meeting_url}
      />
      {session ? (
        session.series_id && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t('form.scope')}</legend>
            {(['one', 'following'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-ink">
                <input type="radio" value={option} {...register('scope')} />
                {option === 'one' ? t('form.scopeOne') : t('form.scopeFollowing')}
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
          {...register('weekly_count')}
          hint={t('form.weeklyCountHint')}
          error={errors.weekly_count}
        />
      )}
      <FormError message={errors['']} />
      <FormActions
        cancel={{ label: t('form.close'), onClick: onDone }}
        submitLabel={t('form.save')}
        submittingLabel={t('form.saving')}
        submitting={save.isPending}
      />
    </form>
  );
}
