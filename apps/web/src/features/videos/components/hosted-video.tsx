import { useTranslation } from 'react-i18next';
import { readSession } from '../../../lib/auth/session-storage';
import { useLessonPlayback } from '../api/get-lesson-playback';
import { VideoPlayer } from './video-player';

/**
 * A lesson's hosted video, if it has a ready one this reader may watch; nothing otherwise (the
 * lesson's links still show). Loaded lazily by the lesson and course pages, with hls.js after it.
 */
export function HostedVideo({
  lessonId,
  title,
  onLessonCompleted,
}: {
  lessonId: number;
  title: string;
  onLessonCompleted?: () => void;
}) {
  const { t } = useTranslation('videos');
  const playback = useLessonPlayback(lessonId);
  if (playback.isPending) {
    return (
      <div
        className="aspect-video w-full animate-pulse rounded-xl bg-slate-200"
        role="status"
        aria-label={t('player.loading')}
      />
    );
  }
  if (!playback.data) return null;
  const viewer = readSession()?.user.id;
  return (
    <VideoPlayer
      key={playback.data.asset_id}
      playback={playback.data}
      title={title}
      viewerKey={viewer === undefined ? 'visitor' : String(viewer)}
      onLessonCompleted={onLessonCompleted}
    />
  );
}
