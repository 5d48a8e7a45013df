/**
 * The quality and speed a viewer chose, remembered on this device per account (and for
 * visitors), so the next video starts the way they left the last one.
 */
export type PlayerPreferences = {
  /** 'auto', a rung ('360p') or 'audio'. */
  quality: string;
  speed: number;
};

const DEFAULTS: PlayerPreferences = { quality: 'auto', speed: 1 };

const keyFor = (viewer: string) => `video-preferences:${viewer}`;

export function readPreferences(viewer: string, storage: Storage | undefined): PlayerPreferences {
  try {
    const raw = storage?.getItem(keyFor(viewer));
    if (!raw) return DEFAULTS;
    const parsed = JSON.parse(raw) as Partial<PlayerPreferences>;
    return {
      quality: typeof parsed.quality === 'string' ? parsed.quality : DEFAULTS.quality,
      speed: typeof parsed.speed === 'number' ? parsed.speed : DEFAULTS.speed,
    };
  } catch {
    return DEFAULTS;
  }
}

export function savePreferences(
  viewer: string,
  preferences: PlayerPreferences,
  storage: Storage | undefined,
): void {
  try {
    storage?.setItem(keyFor(viewer), JSON.stringify(preferences));
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
}

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Data saver: with Save-Data on, or a connection the browser rates 3G or slower, playback starts
 * on the lowest rung (the viewer can still choose another).
 */
export function prefersLowData(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
  );
}
