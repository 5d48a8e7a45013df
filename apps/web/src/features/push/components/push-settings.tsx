import type { PushPreferences } from '@academy/contract/push';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import {
  readDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type DeviceState,
} from '../api/device-subscription';
import { usePushPreferences, useSavePushPreferences } from '../api/push-preferences';

const KINDS: (keyof PushPreferences)[] = [
  'announcements',
  'live_classes',
  'grades',
  'forum_replies',
];

/**
 * The profile's push section: notifications on or off for this device, and which kinds reach
 * any of the learner's devices (each saved as it is ticked).
 */
export function PushSettings() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const [device, setDevice] = useState<DeviceState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const preferences = usePushPreferences();
  const save = useSavePushPreferences();

  useEffect(() => {
    void readDeviceState().then(setDevice, () => setDevice('unsupported'));
  }, []);

  async function handleDevice() {
    setIsBusy(true);
    try {
      setDevice(
        device === 'on' ? await unsubscribeThisDevice() : await subscribeThisDevice(language),
      );
    } catch (error) {
      console.warn('Push subscription failed', error);
      toast.error(t('push.deviceFailed'));
    } finally {
      setIsBusy(false);
    }
  }

  function handleKind(kind: keyof PushPreferences, checked: boolean) {
    if (!preferences.data) return;
    save.mutate(
      { ...preferences.data, [kind]: checked },
      {
        onSuccess: () => toast.success(t('push.saved')),
        onError: () => toast.error(t('push.saveFailed')),
      },
    );
  }

  return (
    <section aria-labelledby="push-settings" className="mt-10 space-y-4 border-t border-line pt-8">
      <h2 id="push-settings" className="text-xl font-semibold text-ink">
        {t('push.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('push.description')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {device !== null && device !== 'unsupported' && device !== 'blocked' && (
          <Button variant="outline" loading={isBusy} onClick={() => void handleDevice()}>
            {device === 'on' ? t('push.turnOff') : t('push.turnOn')}
          </Button>
        )}
        {device !== null && (
          <p role="status" className="text-sm text-ink">
            {t(`push.device.${device}`)}
          </p>
        )}
      </div>
      {preferences.data && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">{t('push.kinds')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={preferences.data[kind]}
                disabled={save.isPending}
                onChange={(event) => handleKind(kind, event.target.checked)}
                className="mt-0.5 size-4 shrink-0"
              />
              <span>{t(`push.kind.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
