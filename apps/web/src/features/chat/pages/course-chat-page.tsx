import { chatLimits, type ChatMessage } from '@academy/contract/chat';
import { ArrowLeft, Lock, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLiveEvent } from '../../events/use-live-events';
import { useChatCourse } from '../api/get-chat-course';
import { getChatMessages, mergeChatMessages, useChatMessages } from '../api/get-chat-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendChatMessage } from '../api/send-chat-message';
import { ChatComposer } from '../components/chat-composer';
import { MessageBubble } from '../components/message-bubble';

/** /course/:courseId/inbox: the course chat. */
export function CourseChatPage() {
  const { t } = useTranslation('chat');
  const { courseId = '' } = useParams();
  const { user } = useAuth();
  const course = useChatCourse(courseId);
  const messages = useChatMessages(courseId);
  const send = useSendChatMessage(courseId);
  const { mutate: markChatRead } = useMarkChatRead();
  const numericCourseId = /^\d+$/.test(courseId) ? Number(courseId) : null;
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(true);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);

  const all = mergeChatMessages(older, messages.data ?? []);
  const newestId = all.at(-1)?.message_id;
  const canLoadOlder =
    hasOlder && (older.length > 0 || (messages.data?.length ?? 0) >= chatLimits.historyDefault);

  // Opening the chat reads its notifications, and so does each one that arrives while it is open.
  const canMarkRead = numericCourseId !== null && messages.isSuccess;
  useEffect(() => {
    if (canMarkRead) markChatRead(numericCourseId);
  }, [canMarkRead, numericCourseId, markChatRead]);
  useLiveEvent('notification', (data) => {
    const notification = data as { related_object_type?: string; course_id?: number } | null;
    if (
      canMarkRead &&
      notification?.related_object_type === 'chat_message' &&
      notification.course_id === numericCourseId
    ) {
      markChatRead(numericCourseId);
    }
  });

  // Scroll smoothly down to the newest message whenever one arrives.
  useEffect(() => {
    const log = logRef.current;
    if (newestId === undefined || !log || typeof log.scrollTo !== 'function') return;
    log.scrollTo({ top: log.scrollHeight, behavior: 'smooth' });
  }, [newestId]);

  async function loadOlder() {
    const oldest = all[0];
    if (!oldest) return;
    setIsLoadingOlder(true);
    try {
      const page = await getChatMessages(courseId, {
        before: oldest.message_id,
        limit: chatLimits.historyDefault,
      });
      setOlder((current) => mergeChatMessages(current, page));
      if (page.length < chatLimits.historyDefault) setHasOlder(false);
    } catch (error) {
      console.error('Failed to fetch messages', error);
    } finally {
      setIsLoadingOlder(false);
    }
  }

  // A failed course load reads 'Course Not Found' and 'Unknown Instructor'.
  const courseName = course.isError
    ? t('chat.courseNotFound')
    : course.data
      ? course.data.course_title || course.data.name || t('chat.unnamedCourse')
      : t('chat.title');
  const instructorName = course.isError
    ? t('chat.unknownInstructor')
    : course.data
      ? course.data.instructor_name || t('chat.unknownInstructor')
      : '';
  const refusal =
    messages.error instanceof ApiError && [403, 404].includes(messages.error.status)
      ? messages.error
      : null;

  let log;
  if (messages.isPending) {
    log = (
      <LoadingRegion className="space-y-4 p-4">
        <span className="sr-only">{t('chat.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className={index % 2 ? 'ml-auto h-12 w-1/2' : 'h-12 w-2/3'} />
        ))}
      </LoadingRegion>
    );
  } else if (all.length === 0) {
    log = (
      <div className="flex h-full items-center justify-center p-6 text-center text-sm text-ink-muted">
        <p>{t('chat.empty')}</p>
      </div>
    );
  } else {
    log = (
      <div className="space-y-4 p-4">
        {canLoadOlder && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void loadOlder()}
              loading={isLoadingOlder}
            >
              {t('chat.loadEarlier')}
            </Button>
          </div>
        )}
        <ul className="space-y-4">
          {all.map((message) => (
            <MessageBubble
              key={message.message_id}
              message={message}
              isOwn={user?.id !== undefined && message.user === user.id}
            />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <PageFrame
      title={courseName}
      description={instructorName ? t('chat.instructor', { name: instructorName }) : undefined}
      width="narrow"
      actions={
        <ButtonLink to="/course/inbox" variant="ghost">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('chat.backToInbox')}
        </ButtonLink>
      }
    >
      {refusal ? (
        <EmptyState icon={Lock} title={refusal.detail ?? t('chat.courseNotFound')} />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          <div className="flex items-center gap-2 border-b border-line px-4 py-3 text-sm font-medium text-ink">
            <MessageCircle className="size-4 text-brand-700" aria-hidden="true" />
            {t('chat.messages')}
          </div>
          <div
            ref={logRef}
            role="log"
            aria-label={t('chat.messages')}
            tabIndex={0}
            className="h-[60vh] min-h-80 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {log}
          </div>
          <ChatComposer
            onSend={(content) => send.mutateAsync(content)}
            isSending={send.isPending}
          />
        </div>
      )}
    </PageFrame>
  );
}
