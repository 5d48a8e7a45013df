import { wordNotification, type NotificationText } from '@academy/contract/notifications';
import type { Db } from '../db/client.ts';
import {
  announcements as announcementsTable,
  chatMessages as chatMessagesTable,
  forumCategories as forumCategoriesTable,
  forumComments,
  forumTopics as forumTopicsTable,
  notifications,
} from '../db/schema/community.ts';
import { announcements } from './content/announcements.ts';
import { chatMessages } from './content/chat.ts';
import { courses } from './content/courses.ts';
import { enrolments } from './content/enrolments.ts';
import { forumCategories, forumTopics } from './content/forum.ts';
import { people } from './content/people.ts';
import type { DemoClock } from './demo-clock.ts';

type NotificationRow = typeof notifications.$inferInsert & { createdAt: Date };

/** Notifications older than this are seeded as already read, so only recent ones light the bell. */
const readAfterDays = 7;

function courseOf(courseId: number) {
  const course = courses.find((candidate) => candidate.id === courseId);
  if (!course) throw new Error(`Demo data names unknown course ${courseId}`);
  return course;
}

function nameOf(userId: number): string {
  const person = people.find((candidate) => candidate.id === userId);
  if (!person) throw new Error(`Demo data names unknown user ${userId}`);
  return `${person.firstName} ${person.lastName}`;
}

/**
 * Inserts the forum, course announcements and chat, plus the notifications those would have
 * produced: learners enrolled before an announcement hear of it, and topic authors hear of replies.
 */
export async function insertCommunity(tx: Db, clock: DemoClock): Promise<void> {
  const notificationRows: NotificationRow[] = [];
  type Notice = Omit<
    NotificationRow,
    'isRead' | 'createdAt' | 'message' | 'textKey' | 'textParams'
  >;
  const notify = ({ text, ...row }: Notice & { text: NotificationText }, daysAgo: number) =>
    notificationRows.push({
      ...row,
      message: wordNotification(text),
      textKey: text.key,
      textParams: text.params,
      isRead: daysAgo > readAfterDays,
      createdAt: clock.daysAgo(daysAgo),
    });

  await tx.insert(forumCategoriesTable).values(
    forumCategories.map((category) => ({
      id: category.id,
      name: category.name,
      createdAt: clock.daysAgo(120),
    })),
  );
  await tx.insert(forumTopicsTable).values(
    forumTopics.map((topic) => {
      const createdAt = clock.daysAgo(topic.createdDaysAgo);
      return {
        id: topic.id,
        categoryId: topic.categoryId,
        createdBy: topic.authorId,
        name: topic.name,
        text: topic.text,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const commentRows = forumTopics.flatMap((topic) =>
    topic.comments.map((comment) => {
      if (comment.authorId !== topic.authorId) {
        notify(
          {
            userId: topic.authorId,
            type: 'comment',
            text: {
              key: 'forum_comment_on_your_topic',
              params: { name: nameOf(comment.authorId), title: topic.name },
            },
            forumTopicId: topic.id,
          },
          comment.createdDaysAgo,
        );
      }
      const createdAt = clock.daysAgo(comment.createdDaysAgo);
      return {
        topicId: topic.id,
        createdBy: comment.authorId,
        text: comment.text,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  if (commentRows.length > 0) await tx.insert(forumComments).values(commentRows);

  await tx.insert(announcementsTable).values(
    announcements.map((announcement) => {
      const course = courseOf(announcement.courseId);
      for (const enrolment of enrolments) {
        if (enrolment.courseId !== course.id) continue;
        if (enrolment.enrolledDaysAgo <= announcement.createdDaysAgo) continue;
        notify(
          {
            userId: enrolment.userId,
            type: 'announcement',
            text: {
              key: 'announcement',
              params: { course: course.title, title: announcement.title },
            },
            courseId: course.id,
          },
          announcement.createdDaysAgo,
        );
      }
      const createdAt = clock.daysAgo(announcement.createdDaysAgo);
      return {
        courseId: course.id,
        authorId: course.instructorId,
        title: announcement.title,
        content: announcement.content,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  if (chatMessages.length > 0) {
    await tx.insert(chatMessagesTable).values(
      chatMessages.map((message) => ({
        courseId: message.courseId,
        userId: message.userId,
        content: message.content,
        createdAt: clock.daysAgo(message.createdDaysAgo),
      })),
    );
  }

  // Oldest first, so notification ids grow with time like those the app creates.
  notificationRows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (notificationRows.length > 0) await tx.insert(notifications).values(notificationRows);
}
