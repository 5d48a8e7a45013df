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
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', send);
    element.addEventListener('seeking', onSeeking);
    element.addEventListener('seeked', send);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (!element.paused) send();
    }, VIDEO_PROGRESS_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', send);
      element.removeEventListener('seeking', onSeeking);
      element.removeEventListener('seeked', send);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the lesson inside the app: the last report goes too.
      onLeave();
    };
  }, [video, playback.asset_id, playback.tracks_progress]);
}
