import type { InstructorCourseDetail } from '@academy/contract/authoring';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useInstructorCourse } from '../../authoring/api/get-instructor-course';
import { BackToClasswork, LoadFailed, WhenLoaded } from './classwork-page-parts';

type EditorText = { title: string; loadFailed: string };

/**
 * The page of a new quiz or assignment (/course/:courseId/…/new): its course is loaded, then the
 * editor opens on an empty draft in the module ?module= names, if any.
 */
export function NewClassworkFrame<Draft>({
  text,
  emptyDraft,
  editor,
}: {
  text: EditorText;
  /** A module-level function, so the draft is made once per module. */
  emptyDraft: (moduleId: number | null) => Draft;
  editor: (course: InstructorCourseDetail, initial: Draft) => ReactNode;
}) {
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const course = useInstructorCourse(courseId);
  const moduleId = Number(searchParams.get('module')) || null;
  const initial = useMemo(() => emptyDraft(moduleId), [emptyDraft, moduleId]);
  return (
    <WhenLoaded query={course} failedTitle={text.loadFailed}>
      {(data) => (
        <PageFrame
          title={text.title}
          description={data.course_title}
          width="narrow"
          actions={<BackToClasswork courseId={data.course_id} />}
        >
          {editor(data, initial)}
        </PageFrame>
      )}
    </WhenLoaded>
  );
}

/**
 * The page of a stored quiz or assignment in its editor: the item, then its course's modules, are
 * loaded; the page offers the way back and the item's Delete button.
 */
export function EditClassworkFrame<
  Item extends { course_id: number; course_title: string },
  Draft,
>({
  item,
  text,
  toDraft,
  deleteButton,
  editor,
}: {
  item: UseQueryResult<Item>;
  text: EditorText;
  /** A module-level function, so the draft is made once per answer. */
  toDraft: (item: Item) => Draft;
  deleteButton: (item: Item) => ReactNode;
  editor: (item: Item, course: InstructorCourseDetail, initial: Draft) => ReactNode;
}) {
  const courseId = item.data ? String(item.data.course_id) : '';
  const course = useInstructorCourse(courseId, { enabled: courseId !== '' });
  const initial = useMemo(() => (item.data ? toDraft(item.data) : null), [item.data, toDraft]);
  const failed = item.isError ? item : course.isError ? course : null;
  if (failed)
    return (
      <LoadFailed
        title={text.loadFailed}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!item.data || !course.data || !initial) return <PageSkeleton />;
  return (
    <PageFrame
      title={text.title}
      description={item.data.course_title}
      width="narrow"
      actions={
        <>
          <BackToClasswork courseId={item.data.course_id} />
          {deleteButton(item.data)}
        </>
      }
    >
      {editor(item.data, course.data, initial)}
    </PageFrame>
  );
}
