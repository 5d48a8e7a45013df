import type { CourseModule } from '@academy/contract/catalogue';
import {
  liveClassLimits,
  liveClassRecordingSchema,
  type LiveClass,
} from '@academy/contract/live-classes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { issuesByField, saveFailureErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
import { useAttachRecording } from '../api/attach-recording';
import { useLiveClassMessage } from '../model/live-class-message';

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
  const [videoLink, setVideoLink] = useState('');
  const [title, setTitle] = useState('');
  const [moduleId, setModuleId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      video_link: videoLink,
      title,
      module_id: moduleId ? Number(moduleId) : null,
    };
    const parsed = liveClassRecordingSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, translate));
      return;
    }
    setErrors({});
    try {
      await attach.mutateAsync({ id: session.id, input: parsed.data });
      toast.success(t('recording.done'));
      onClose();
    } catch (error) {
      setErrors(saveFailureErrors(error, t('recording.failed'), translate));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="mt-4 space-y-4">
      <Field
        label={t('recording.videoLink')}
        type="url"
        required
        inputMode="url"
        hint={t('recording.videoLinkHint')}
        value={videoLink}
        onChange={(event) => setVideoLink(event.target.value)}
        error={errors.video_link}
      />
      <Field
        label={t('recording.lessonTitle')}
        hint={t('recording.lessonTitleHint')}
        placeholder={session.title}
        maxLength={liveClassLimits.titleMax}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <FieldFrame label={t('recording.module')} error={errors.module_id}>
        {(control) => (
          <select
            {...control}
            value={moduleId}
            onChange={(event) => setModuleId(event.target.value)}
          >
            <option value="">{t('recording.recordingsModule')}</option>
            {modules.map((module) => (
              <option key={module.module_id} value={module.module_id}>
                {module.module_title}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
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
