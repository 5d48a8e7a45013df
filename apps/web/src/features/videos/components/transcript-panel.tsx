import type { CaptionLanguage, LessonPlayback } from '@academy/contract/videos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import {
  activeCueIndex,
  countMatches,
  parseTranscript,
  splitMatches,
  type TranscriptCue,
} from '../model/transcript';
import { clockTime, withToken } from '../model/video-time';

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  playback: LessonPlayback;
  /** The caption track the viewer chose in the player, or 'off'. */
  captions: 'off' | CaptionLanguage;
};

/** The chosen caption language, else the page's when the video has it, else its first track. */
export function transcriptLanguage(
  available: CaptionLanguage[],
  chosen: 'off' | CaptionLanguage,
  page: CaptionLanguage,
): CaptionLanguage | null {
  if (chosen !== 'off' && available.includes(chosen)) return chosen;
  if (available.includes(page)) return page;
  return available[0] ?? null;
}

function useTranscript(playback: LessonPlayback, language: CaptionLanguage | null) {
  const track = playback.captions.find((caption) => caption.language === language);
  return useQuery({
    queryKey: ['videos', 'transcript', playback.asset_id, language] as const,
    queryFn: async ({ signal }): Promise<TranscriptCue[]> => {
      const answer = await fetch(withToken(track!.url, playback.token), { signal });
      if (!answer.ok) throw new Error(`captions: ${answer.status}`);
      return parseTranscript(await answer.text());
    },
    enabled: track !== undefined,
    staleTime: Infinity,
    retry: 1,
  });
}

/** The video's current time, as its `timeupdate` events tell it. */
function useCurrentTime(video: RefObject<HTMLVideoElement | null>) {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => setTime(element.currentTime);
    element.addEventListener('timeupdate', update);
    element.addEventListener('seeked', update);
    return () => {
      element.removeEventListener('timeupdate', update);
      element.removeEventListener('seeked', update);
    };
  }, [video]);
  return time;
}

/**
 * The transcript beside the video, from the caption track of the chosen language: the playing
 * cue is marked (and kept in view), a search highlights its matches and says how many, and a
 * cue's button plays the video from that cue.
 */
export function TranscriptPanel({ video, playback, captions }: Props) {
  const { t } = useTranslation('videos');
  const page = useLanguage();
  const headingId = useId();
  const countId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [query, setQuery] = useState('');
  const language = transcriptLanguage(
    playback.captions.map((caption) => caption.language),
    captions,
    page,
  );
  const transcript = useTranscript(playback, language);
  const cues = useMemo(() => transcript.data ?? [], [transcript.data]);
  const time = useCurrentTime(video);
  const active = activeCueIndex(cues, time);
  const matches = useMemo(() => countMatches(cues, query), [cues, query]);
  const searching = query.trim() !== '';
  const n = (value: number | string) => formatDigits(value, page);

  // Keep the playing cue, or the first match of a search, in view inside the list (not the page).
  const target = searching
    ? cues.findIndex((cue) => splitMatches(cue.text, query).some((part) => part.match))
    : active;
  useEffect(() => {
    const box = list.current;
    const item = target === null || target < 0 ? null : box?.children[target];
    if (!box || !(item instanceof HTMLElement)) return;
    const top = item.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [target]);

  if (language === null) return null;

  function seek(cue: TranscriptCue) {
    const element = video.current;
    if (!element) return;
    element.currentTime = cue.start;
  }

  return (
    <section
      aria-labelledby={headingId}
      lang={language}
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
      data-testid="transcript"
    >
      <h3 id={headingId} lang={page} className="font-semibold text-ink">
        {t('transcript.heading')}
        <span className="ms-2 text-sm font-normal text-ink-muted">
          ({t(`player.languages.${language}`)})
        </span>
      </h3>
      <div lang={page} className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`${headingId}-search`}>
          {t('transcript.search')}
        </label>
        <input
          id={`${headingId}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('transcript.search')}
          aria-describedby={countId}
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-2 text-sm"
        />
        <p id={countId} role="status" className="text-sm text-ink-muted">
          {searching &&
            (matches === 0
              ? t('transcript.noMatches')
              : t('transcript.matches', { count: matches, value: n(matches) }))}
        </p>
      </div>
      {transcript.isError && (
        <p lang={page} className="text-sm text-ink-muted">
          {t('transcript.none')}
        </p>
      )}
      <ol ref={list} className="relative max-h-72 space-y-1 overflow-y-auto xl:max-h-[26rem]">
        {cues.map((cue, index) => {
          const current = index === active;
          return (
            <li key={`${cue.start}-${index}`}>
              <button
                type="button"
                onClick={() => seek(cue)}
                aria-current={current ? 'true' : undefined}
                className={`flex w-full gap-3 rounded-lg px-2 py-1.5 text-start text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  current ? 'bg-brand-50 font-medium text-ink' : 'text-ink hover:bg-canvas'
                }`}
              >
                <span className="shrink-0 text-ink-muted tabular-nums" lang={page}>
                  <span className="sr-only">
                    {t('transcript.seek', { time: n(clockTime(cue.start)) })}
                  </span>
                  <span aria-hidden="true">{n(clockTime(cue.start))}</span>
                </span>
                <span>
                  {splitMatches(cue.text, query).map((part, at) =>
                    part.match ? (
                      <mark key={at} className="rounded bg-amber-200 text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={at}>{part.text}</span>
                    ),
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
