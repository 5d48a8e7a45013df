import type { LiveClass, LiveClassScope } from '@academy/contract/live-classes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useSaveLiveClass } from '../api/save-live-class';
import { useLiveClassMessage } from '../model/live-class-message';

/** Asks before cancelling a class (or the rest of its series); learners are told at once. */
export function CancelLiveClassModal({
  courseId,
  session,
  onClose,
}: {
  courseId: string;
  session: LiveClass | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('live-classes');
  const translate = useLiveClassMessage();
  const save = useSaveLiveClass(courseId);
  const [scope, setScope] = useState<LiveClassScope>('one');

  async function handleConfirm() {
    if (!session) return;
    try {
      await save.mutateAsync({ kind: 'cancel', id: session.id, scope });
      toast.success(t('cancel.done'));
      onClose();
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('cancel.failed'))));
    }
  }

  return (
    <Modal
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title')}
      description={session ? `${session.title}. ${t('cancel.body')}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            variant="danger"
            loading={save.isPending}
            loadingText={t('cancel.cancelling')}
            onClick={() => void handleConfirm()}
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      {session?.series_id && (
        <fieldset className="mt-4 space-y-2">
          <legend className="text-sm font-medium text-ink">{t('form.scope')}</legend>
          {(['one', 'following'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="cancel-scope"
                value={option}
                checked={scope === option}
                onChange={() => setScope(option)}
              />
              {option === 'one' ? t('form.scopeOne') : t('form.scopeFollowing')}
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
