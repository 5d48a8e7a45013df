import {
  videoFailureMessages,
  videoRenditionNames,
  type InstructorVideo,
  type VideoRenditionName,
} from '@academy/contract/videos';
import type { VideoAssetRow } from './video-queries.ts';

const RUNG_ORDER = new Map(videoRenditionNames.map((name, index) => [name, index]));

/** A video asset row as the course editor shows it. */
export function presentInstructorVideo(row: VideoAssetRow): InstructorVideo {
  return {
    id: row.id,
    status: row.status,
    progress_percent: row.progressPercent,
    failure_reason: row.failureReason,
    failure_message: row.failureReason ? videoFailureMessages[row.failureReason] : null,
    original_name: row.originalName,
    size_bytes: row.sizeBytes,
    duration_seconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    renditions: (row.renditions as VideoRenditionName[]).sort(
      (a, b) => RUNG_ORDER.get(a)! - RUNG_ORDER.get(b)!,
    ),
    created_at: row.createdAt.toISOString(),
  };
}
