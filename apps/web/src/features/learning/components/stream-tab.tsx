import type { EnrolledCourse } from '@academy/contract/enrolment';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import type { LessonInModule } from '../model/lesson-navigation';
import { LiveClassesPanel } from '../../live-classes/components/live-classes-panel';
import { AnnouncementsPanel } from './announcements-panel';
import { LessonPlayer } from './lesson-player';
import { ModuleList } from './module-list';
import { NotesList } from './notes-list';
import { Tabs } from './tabs';

export type StreamTabProps = {
  course: EnrolledCourse;
  courseId: string;
  lessons: readonly LessonInModule[];
  lesson: LessonInModule | null;
  onSelectLesson: (lessonId: number) => void;
};

type StreamView = 'modules' | 'notes';

/**
 * Stream: the lesson player, the sub-tabs Modules and Notes (lists 500px high,
 * scrolling), and the side panels of live classes and announcements.
 */
export function StreamTab({ course, courseId, lessons, lesson, onSelectLesson }: StreamTabProps) {
  const { t } = useTranslation('learning');
  const [view, setView] = useState<StreamView>('modules');
  const scrolling = 'h-[500px] overflow-y-auto rounded-2xl border border-line bg-surface p-4';

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        {lesson ? (
          <LessonPlayer
            key={lesson.lesson_id}
            courseId={courseId}
            lesson={lesson}
            lessons={lessons}
            canTrackProgress={course.enrolled_at !== null}
            canEditLesson={course.can_manage_notes}
            onSelectLesson={onSelectLesson}
          />
        ) : (
          <EmptyState
            icon={BookOpen}
            title={t('player.noLessons')}
            hint={t('player.noLessonsHint')}
          />
        )}
        <Tabs
          id="stream"
          label={t('stream.label')}
          variant="pills"
          current={view}
          onChange={setView}
          items={[
            {
              key: 'modules',
              label: t('stream.modules'),
              panel: (
                <div
                  className={scrolling}
                  role="region"
                  tabIndex={0}
                  aria-label={t('stream.modules')}
                >
                  <ModuleList
                    modules={course.modules}
                    selectedLessonId={lesson?.lesson_id ?? null}
                    onSelectLesson={onSelectLesson}
                  />
                </div>
              ),
            },
            {
              key: 'notes',
              label: t('stream.notes', { count: course.notes.length }),
              panel: (
                <div
                  className={scrolling}
                  role="region"
                  tabIndex={0}
                  aria-label={t('stream.notesList')}
                >
                  <NotesList
                    courseId={courseId}
                    notes={course.notes}
                    canManage={course.can_manage_notes}
                  />
                </div>
              ),
            },
          ]}
        />
      </div>
      <aside className="min-w-0 space-y-8">
        <LiveClassesPanel courseId={courseId} modules={course.modules} />
        <AnnouncementsPanel courseId={courseId} />
      </aside>
    </div>
  );
}
