import { VIDEO_PROGRESS_SECONDS, type LessonPlayback } from '@academy/contract/videos';
import { useEffect, useRef, type RefObject } from 'react';
import { reportWatch, reportWatchOnLeave } from '../api/report-watch';
import { createWatchTracker } from '../model/watch-tracker';

/**
 * Reports where a signed-in viewer is and what they played: every 5 seconds while playing, on
 * pause, on seeking, and as the page goes away; the server decides what counts.
 */
export function useWatchReports(
  video: RefObject<HTMLVideoElement | null>,
  playback: LessonPlayback,
  onLessonCompleted?: () => void,
) {
  const completed = useRef(false);
  const onCompleted = useRef(onLessonCompleted);
  onCompleted.current = onLessonCompleted;

  useEffect(() => {
    const element = video.current;
    if (!element || !playback.tracks_progress) return;
    const tracker = createWatchTracker();
    const assetId = playback.asset_id;
    let started = false;
    let sentOnce = false;
    const report = () => ({
      position_seconds: element.currentTime,
      watched: tracker.take(),
      started: started && !sentOnce,
    });
    const send = () => {
      if (!started) return;
      const body = report();
      sentOnce = true;
      reportWatch(assetId, body).then(
        (answer) => {
          if (answer.lesson_completed && !completed.current) {
            completed.current = true;
            onCompleted.current?.();
          }
        },
        () => {},
      );
    };
    const onTime = () => {
      if (!element.paused && !element.seeking) tracker.observe(element.currentTime);
    };
    const onPlay = () => {
      started = true;
    };
    const onSeeking = () => tracker.interrupt();
    const onLeave = () => {
      if (started) reportWatchOnLeave(assetId, report());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    // One signal takes every listener off again.
    const listening = new AbortController();
    const options = { signal: listening.signal };
    element.addEventListener('timeupdate', onTime, options);
    element.addEventListener('play', onPlay, options);
    element.addEventListener('pause', send, options);
    element.addEventListener('seeking', onSeeking, options);
    element.addEventListener('seeked', send, options);
    window.addEventListener('pagehide', onLeave, options);
    document.addEventListener('visibilitychange', onVisibility, options);
    const timer = window.setInterval(() => {
      if (!element.paused) send();
    }, VIDEO_PROGRESS_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      listening.abort();
      // Leaving the lesson inside the app: the last report goes too.
      onLeave();
    };
  }, [video, playback.asset_id, playback.tracks_progress]);
}
