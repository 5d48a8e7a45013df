import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDeleteSetting, type SettingKind } from '../../api/settings';

/** Deletes a category, discount or coupon after the browser's confirm. */
export function DeleteButton({ kind, id, name }: { kind: SettingKind; id: number; name: string }) {
  const { t } = useTranslation('admin');
  const removal = useDeleteSetting();
  async function handleDelete() {
    if (!window.confirm(t('catalogue.confirmDelete', { name }))) return;
    try {
      await removal.mutateAsync({ kind, id });
      toast.success(t('catalogue.deleted', { name }));
    } catch (error) {
      toast.error(getErrorMessage(error, t('catalogue.saveFailed')));
    }
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => void handleDelete()}
      loading={removal.isPending}
    >
      {t('catalogue.delete')}
    </Button>
  );
}
