import type { Announcement } from '@academy/contract/announcements';
import { Megaphone } from 'lucide-react';
import { useFormatRelativeTime } from './use-format-relative-time';

/** The announcement list: each item opens its detail in place. */
export function AnnouncementList({
  announcements,
  onOpen,
}: {
  announcements: Announcement[];
  onOpen: (announcement: Announcement) => void;
}) {
  const formatRelativeTime = useFormatRelativeTime();
  return (
    <ul className="space-y-3">
      {announcements.map((announcement) => (
        <li key={announcement.announcement_id}>
          <button
            type="button"
            onClick={() => onOpen(announcement)}
            className="flex w-full gap-4 rounded-2xl border border-line bg-surface p-4 text-left shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Megaphone className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">{announcement.title}</span>
                <time dateTime={announcement.created_at} className="text-xs text-ink-muted">
                  {formatRelativeTime(announcement.created_at)}
                </time>
              </span>
              <span className="mt-1 line-clamp-2 block text-sm text-ink-muted">
                {announcement.content}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
