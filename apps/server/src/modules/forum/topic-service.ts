import { forumLimits, unknownObjectMessage, type TopicDraft } from '@academy/contract/forum';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { forumTopics } from '../../db/schema/community.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { pageWindow, type PageWindow } from '../../lib/pagination.ts';
import { insertNotifications, publishNotifications } from '../notifications/notify-users.ts';
import { displayName, type ForumDeps } from './forum-deps.ts';
import {
  forumCategoryExists,
  selectCommentPage,
  selectTopic,
  selectTopicPage,
  type TopicRow,
} from './forum-queries.ts';
import { canDeleteTopic, canEditTopic } from './policies.ts';

async function assertCategory(db: Db, categoryId: number): Promise<void> {
  if (!(await forumCategoryExists(db, categoryId))) {
    throw fieldError('category_id', unknownObjectMessage(categoryId));
  }
}

async function loadTopic(db: Db, id: number): Promise<TopicRow> {
  const topic = await selectTopic(db, id);
  if (!topic) throw notFound();
  return topic;
}

/** One page of topics, newest first; a page past the last is refused as DRF does. */
export async function listTopicPage(db: Db, window: PageWindow) {
  const page = await selectTopicPage(db, window);
  return page;
}

/** A topic with one page of its comments, newest first; the page is clamped to the last one. */
export async function getTopicDetail(
  db: Db,
  id: number,
  commentsPage: number,
  commentsPageSize: number = forumLimits.commentPageSize,
) {
  const topic = await loadTopic(db, id);
  const pageCount = Math.max(1, Math.ceil(topic.commentCount / commentsPageSize));
  const page = Math.min(commentsPage, pageCount);
  const rows = await selectCommentPage(db, id, pageWindow(page, commentsPageSize));
  return { topic, comments: { rows, page, pageCount } };
}

/**
 * Opens a topic and tells instructors and staff about it (notification type forum_topic), in one
 * transaction; the live push follows the commit.
 */
export async function createTopic(deps: ForumDeps, user: AccessClaims, draft: TopicDraft) {
  const { topicId, notices } = await deps.db.transaction(async (tx) => {
    await assertCategory(tx, draft.category_id);
    const [topic] = await tx
      .insert(forumTopics)
      .values({
        name: draft.name,
        text: draft.text,
        categoryId: draft.category_id,
        createdBy: user.userId,
      })
      .returning({ id: forumTopics.id });
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, ['instructor', 'admin']), ne(users.id, user.userId)));
    const notices = await insertNotifications(
      tx,
      staff.map((row) => row.id),
      {
        type: 'forum_topic',
        text: {
          key: 'forum_new_topic',
          params: { name: await displayName(tx, user.userId), title: draft.name },
        },
        forum_topic_id: topic!.id,
      },
    );
    return { topicId: topic!.id, notices };
  });
  await publishNotifications(deps.bus, notices);
  return loadTopic(deps.db, topicId);
}

/** Its author rewrites a topic's title, text and board. */
export async function updateTopic(db: Db, user: AccessClaims, id: number, draft: TopicDraft) {
  const topic = await loadTopic(db, id);
  if (!canEditTopic(user, topic)) throw forbidden();
  await assertCategory(db, draft.category_id);
  await db
    .update(forumTopics)
    .set({ name: draft.name, text: draft.text, categoryId: draft.category_id })
    .where(eq(forumTopics.id, id));
  return loadTopic(db, id);
}

/** Its author, or staff moderating, removes a topic with its comments and notifications. */
export async function deleteTopic(db: Db, user: AccessClaims, id: number): Promise<void> {
  const topic = await loadTopic(db, id);
  if (!canDeleteTopic(user, topic)) throw forbidden();
  await db.delete(forumTopics).where(eq(forumTopics.id, id));
}
