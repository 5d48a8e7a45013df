import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toasts';
import { useDownloadClassCalendar } from '../api/download-class-calendar';

/** 'Add to calendar': the class as an .ics file. */
export function CalendarDownloadButton({ id }: { id: number }) {
  const { t } = useTranslation('live-classes');
  const download = useDownloadClassCalendar();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={download.isPending}
      loadingText={t('calendar.downloading')}
      onClick={() => download.mutate(id, { onError: () => toast.error(t('calendar.failed')) })}
    >
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('calendar.download')}
    </Button>
  );
}
