import { videoSpeeds, type LessonPlayback } from '@academy/contract/videos';
import type HlsType from 'hls.js';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { prefersLowData, readPreferences, savePreferences } from '../model/player-preferences';
import { withToken } from '../model/video-time';
import { PlayerControls } from './player-controls';
import { TranscriptPanel } from './transcript-panel';
import { useWatchReports } from './use-watch-reports';
import { Watermark } from './watermark';

type Props = {
  playback: LessonPlayback;
  title: string;
  /** Whose preferences (quality, speed) to remember: the account id, or 'visitor'. */
  viewerKey: string;
  onLessonCompleted?: () => void;
};

const connection = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;

/**
 * A hosted lesson video: hls.js (loaded with this component, only where a video plays) on Media
 * Source Extensions, or the browser's own HLS (Safari on iPhone), with the academy's controls in
 * the reader's language, the viewer's moving watermark, and resume and progress reports.
 */
export function VideoPlayer({ playback, title, viewerKey, onLessonCompleted }: Props) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const token = useRef(playback.token);
  token.current = playback.token;
  const [preferences, setPreferences] = useState(() =>
    readPreferences(viewerKey, globalThis.localStorage),
  );
  const [levels, setLevels] = useState<string[]>([]);
  const [captions, setCaptions] = useState<'off' | 'en' | 'bn'>('off');
  const resumeAt = useRef<number | null>(playback.resume_position_seconds);
  const [resumed, setResumed] = useState<number | null>(null);
  const audioOnly = preferences.quality === 'audio';
  const source = audioOnly
    ? withToken(`/api/videos/${playback.asset_id}/audio/index.m3u8`, playback.token)
    : playback.master_url;
  // The source changes only with audio only on or off, not with each renewed signature.
  const sourceKey = `${playback.asset_id}:${audioOnly}`;

  useWatchReports(video, playback, onLessonCompleted);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    const keepAt = element.currentTime > 0 ? element.currentTime : null;
    if (keepAt !== null) resumeAt.current = keepAt;
    async function attach(element: HTMLVideoElement) {
      const { default: Hls } = await import('hls.js/light');
      if (cancelled) return;
      if (!Hls.isSupported()) {
        element.src = source;
        return;
      }
      const player = new Hls({
        startLevel: prefersLowData(connection()) ? 0 : -1,
        // No test download first: hls.js would fetch the first segment at the lowest rung to
        // measure the link, then fetch it again at the rung chosen, and play only that one
        // (bench:video-start saw 2.4 s of the wait go there). Its estimate starts at 500 kbit/s,
        // so playback starts on 240p and climbs once segments have measured the link.
        testBandwidth: false,
        capLevelToPlayerSize: true,
        // Every request carries the newest signature, renewed every 10 minutes.
        xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, token.current)),
      });
      hls.current = player;
      player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        const names = data.levels.map((level) => level.name || `${level.height}p`);
        setLevels(names);
        const chosen = names.indexOf(preferences.quality);
        if (chosen >= 0) player.currentLevel = chosen;
      });
      player.loadSource(source);
      player.attachMedia(element);
    }
    void attach(element);
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new source only per sourceKey
  }, [sourceKey]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = preferences.speed;
  }, [preferences.speed]);

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = track.language === captions ? 'showing' : 'disabled';
    }
  }, [captions]);

  function handleLoadedMetadata() {
    const element = video.current;
    if (!element) return;
    element.playbackRate = preferences.speed;
    const at = resumeAt.current;
    resumeAt.current = null;
    // Stopped near the end (the last tenth, at most 3 s): the next play starts over.
    const end = element.duration - Math.min(3, element.duration * 0.1);
    if (at !== null && at > 1 && at < end) {
      element.currentTime = at;
      if (at === playback.resume_position_seconds) setResumed(at);
    }
  }

  function choose(next: Partial<typeof preferences>) {
    const merged = { ...preferences, ...next };
    setPreferences(merged);
    savePreferences(viewerKey, merged, globalThis.localStorage);
    if (next.quality !== undefined && next.quality !== 'audio' && hls.current) {
      hls.current.currentLevel = next.quality === 'auto' ? -1 : levels.indexOf(next.quality);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const element = video.current;
    const target = event.target as HTMLElement;
    if (!element || target.closest('select')) return;
    const onControl = target.closest('button, input');
    const seek = (by: number) => {
      element.currentTime = Math.max(0, Math.min(element.duration || 0, element.currentTime + by));
    };
    const speedStep = (step: number) => {
      const index = videoSpeeds.indexOf(preferences.speed as (typeof videoSpeeds)[number]);
      const next = videoSpeeds[Math.max(0, Math.min(videoSpeeds.length - 1, index + step))];
      if (next) choose({ speed: next });
    };
    const actions: Record<string, () => void> = {
      k: () => (element.paused ? void element.play() : element.pause()),
      j: () => seek(-10),
      l: () => seek(10),
      m: () => (element.muted = !element.muted),
      f: () => toggleFullscreen(frame.current),
      c: () =>
        setCaptions((now) => (now !== 'off' ? 'off' : (playback.captions[0]?.language ?? 'off'))),
      '>': () => speedStep(1),
      '<': () => speedStep(-1),
    };
    if (!onControl) {
      actions[' '] = actions.k!;
      actions.ArrowLeft = () => seek(-5);
      actions.ArrowRight = () => seek(5);
    }
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const n = (value: number | string) => formatDigits(value, language);
  return (
    <div
      className={
        playback.captions.length > 0
          ? 'grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start'
          : undefined
      }
    >
      <figure className="space-y-2">
        <div
          ref={frame}
          role="region"
          aria-label={t('player.region', { title })}
          aria-describedby={`video-keys-${playback.asset_id}`}
          tabIndex={0}
          onKeyDown={handleKeyDown}
          className="relative overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <div className="relative aspect-video w-full">
            <video
              ref={video}
              playsInline
              preload="metadata"
              poster={playback.poster_url}
              onLoadedMetadata={handleLoadedMetadata}
              className="absolute inset-0 size-full"
              aria-label={title}
              data-testid="hosted-video"
            >
              {playback.captions.map((track) => (
                <track
                  key={track.language}
                  kind="subtitles"
                  srcLang={track.language}
                  label={t(`player.languages.${track.language}`)}
                  src={track.url}
                />
              ))}
            </video>
            {playback.watermark && <Watermark {...playback.watermark} />}
          </div>
          <PlayerControls
            video={video}
            frame={frame}
            playback={playback}
            levels={levels}
            quality={preferences.quality}
            speed={preferences.speed}
            captions={captions}
            onQuality={(quality) => choose({ quality })}
            onSpeed={(speed) => choose({ speed })}
            onCaptions={setCaptions}
            onFullscreen={() => toggleFullscreen(frame.current)}
          />
        </div>
        <figcaption className="text-sm text-ink-muted">
          <span id={`video-keys-${playback.asset_id}`}>{t('player.keys')}</span>
          {resumed !== null && (
            <span className="ml-2" role="status">
              {t('player.resumed', { time: n(clockLabel(resumed)) })}
            </span>
          )}
        </figcaption>
      </figure>
      {playback.captions.length > 0 && (
        <TranscriptPanel video={video} playback={playback} captions={captions} />
      )}
    </div>
  );
}

function clockLabel(seconds: number) {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function toggleFullscreen(element: HTMLElement | null) {
  if (!element) return;
  if (document.fullscreenElement) void document.exitFullscreen();
  else void element.requestFullscreen?.();
}
