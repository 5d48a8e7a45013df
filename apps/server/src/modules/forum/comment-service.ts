import { forumMessages, unknownObjectMessage, type CommentDraft } from '@academy/contract/forum';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumComments, forumTopics } from '../../db/schema/community.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { insertNotifications, publishNotifications } from '../notifications/notify-users.ts';
import { queueWebPushes } from '../push/push-delivery.ts';
import { displayName, type ForumDeps } from './forum-deps.ts';
import { selectComment, type CommentRow } from './forum-queries.ts';
import { canDeleteComment, canEditComment } from './policies.ts';

async function loadComment(db: Db, id: number): Promise<CommentRow> {
  const comment = await selectComment(db, id);
  if (!comment) throw notFound();
  return comment;
}

/**
 * Adds a comment and notifies the topic's author and everyone who commented before (type
 * comment), never the commenter, in one transaction; the live push follows the commit.
 */
export async function createComment(deps: ForumDeps, user: AccessClaims, draft: CommentDraft) {
  const { commentId, notices } = await deps.db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: forumTopics.id, name: forumTopics.name, authorId: forumTopics.createdBy })
      .from(forumTopics)
      .where(eq(forumTopics.id, draft.topic))
      // Serialises comments on one topic, so two at once both see each other's authors.
      .for('update');
    if (!topic) throw fieldError('topic', unknownObjectMessage(draft.topic));
    const participants = await tx
      .selectDistinct({ userId: forumComments.createdBy })
      .from(forumComments)
      .where(and(eq(forumComments.topicId, topic.id), ne(forumComments.createdBy, user.userId)));
    const [comment] = await tx
      .insert(forumComments)
      .values({ topicId: topic.id, createdBy: user.userId, text: draft.text })
      .returning({ id: forumComments.id });
    const commenter = await displayName(tx, user.userId);
    const forAuthor =
      topic.authorId === user.userId
        ? []
        : await insertNotifications(tx, [topic.authorId], {
            type: 'comment',
            text: {
              key: 'forum_comment_on_your_topic',
              params: { name: commenter, title: topic.name },
            },
            forum_topic_id: topic.id,
          });
    const forParticipants = await insertNotifications(
      tx,
      participants.map((row) => row.userId).filter((id) => id !== topic.authorId),
      {
        type: 'comment',
        text: {
          key: 'forum_comment_on_followed_topic',
          params: { name: commenter, title: topic.name },
        },
        forum_topic_id: topic.id,
      },
    );
    await queueWebPushes(deps.jobs, tx, [...forAuthor, ...forParticipants]);
    return { commentId: comment!.id, notices: [...forAuthor, ...forParticipants] };
  });
  await publishNotifications(deps.bus, notices);
  return loadComment(deps.db, commentId);
}

/** Its author rewrites a comment; it stays in its topic. */
export async function updateComment(db: Db, user: AccessClaims, id: number, draft: CommentDraft) {
  const comment = await loadComment(db, id);
  if (!canEditComment(user, comment)) throw forbidden();
  if (draft.topic !== comment.topicId) throw fieldError('topic', forumMessages.commentTopicFixed);
  await db.update(forumComments).set({ text: draft.text }).where(eq(forumComments.id, id));
  return loadComment(db, id);
}

/** Its author, or staff moderating, removes a comment. */
export async function deleteComment(db: Db, user: AccessClaims, id: number): Promise<void> {
  const comment = await loadComment(db, id);
  if (!canDeleteComment(user, comment)) throw forbidden();
  await db.delete(forumComments).where(eq(forumComments.id, id));
}
