import type { CourseModule } from '@academy/contract/catalogue';
import {
  liveClassLimits,
  liveClassRecordingSchema,
  type LiveClass,
} from '@academy/contract/live-classes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { bodyResolver, errorMessages, showSaveFailure } from '../../../lib/form-submission';
import { toast } from '../../../lib/toasts';
import { useAttachRecording } from '../api/attach-recording';
import { useLiveClassMessage } from '../model/live-class-message';

type RecordingValues = { video_link: string; title: string; module_id: string };

export type AttachRecordingModalProps = {
  courseId: string;
  session: LiveClass | null;
  /** The course's modules, to choose where the recording's lesson goes. */
  modules: readonly Pick<CourseModule, 'module_id' | 'module_title'>[];
  onClose: () => void;
};

/** The instructor attaches an ended class's recording; it becomes a lesson of the course. */
export function AttachRecordingModal({
  courseId,
  session,
  modules,
  onClose,
}: AttachRecordingModalProps) {
  const { t } = useTranslation('live-classes');
  return (
    <Modal
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('recording.title')}
      description={session?.title}
    >
      {session && (
        <AttachRecordingForm
          courseId={courseId}
          session={session}
          modules={modules}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AttachRecordingForm({
  courseId,
  session,
  modules,
  onClose,
}: AttachRecordingModalProps & { session: LiveClass }) {
  const { t } = useTranslation('live-classes');
  const translate = useLiveClassMessage();
  const attach = useAttachRecording(courseId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors },
  } = useForm<RecordingValues, unknown, z.output<typeof liveClassRecordingSchema>>({
    resolver: bodyResolver(liveClassRecordingSchema, (values) => ({
      video_link: values.video_link,
      title: values.title,
      module_id: values.module_id ? Number(values.module_id) : null,
    })),
    defaultValues: { video_link: '', title: '', module_id: '' },
  });
  const errors = errorMessages(fieldErrors, translate);

  const submit = handleSubmit(async (input) => {
    try {
      await attach.mutateAsync({ id: session.id, input });
      toast.success(t('recording.done'));
      onClose();
    } catch (error) {
      showSaveFailure(error, setError, t('recording.failed'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <Field
        label={t('recording.videoLink')}
        type="url"
        required
        inputMode="url"
        hint={t('recording.videoLinkHint')}
        {...register('video_link')}
        error={errors.video_link}
      />
      <Field
        label={t('recording.lessonTitle')}
        hint={t('recording.lessonTitleHint')}
        placeholder={session.title}
        maxLength={liveClassLimits.titleMax}
        {...register('title')}
        error={errors.title}
      />
      <FieldFrame label={t('recording.module')} error={errors.module_id}>
        {(control) => (
          <select {...control} {...register('module_id')}>
            <option value="">{t('recording.recordingsModule')}</option>
            {modules.map((module) => (
              <option key={module.module_id} value={module.module_id}>
                {module.module_title}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {errors[''] && (
        <p role="alert" className="text-sm text-danger">
          {errors['']}
        </p>
      )}
      <FormActions
        cancel={{ label: t('recording.close'), onClick: onClose }}
        submitLabel={t('recording.save')}
        submittingLabel={t('recording.saving')}
        submitting={attach.isPending}
      />
    </form>
  );
}
