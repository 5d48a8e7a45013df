import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { forumCategories, forumComments, forumTopics } from '../../db/schema/community.ts';
import type { PageWindow } from '../../lib/pagination.ts';

// Row selections of the forum. Every list is one query: authors and categories are joined and
// the comment count is a correlated count served by forum_comments_topic_created_at_idx.

const topicColumns = {
  id: forumTopics.id,
  name: forumTopics.name,
  text: forumTopics.text,
  createdAt: forumTopics.createdAt,
  updatedAt: forumTopics.updatedAt,
  categoryId: forumCategories.id,
  categoryName: forumCategories.name,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  // Spelled out: drizzle leaves columns unqualified in some selections, and an unqualified "id"
  // inside the subquery would mean the comment's own id.
  commentCount:
    sql<number>`(select count(*) from forum_comments c where c.topic_id = "forum_topics"."id")`.mapWith(
      Number,
    ),
};

export type TopicRow = {
  id: number;
  name: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  categoryId: number;
  categoryName: string;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
  commentCount: number;
};

function selectTopics(db: Db) {
  return db
    .select(topicColumns)
    .from(forumTopics)
    .innerJoin(users, eq(users.id, forumTopics.createdBy))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId));
}

/** Every topic, newest first (a plain array, without `?page=`). */
export async function selectAllTopics(db: Db): Promise<TopicRow[]> {
  return selectTopics(db).orderBy(desc(forumTopics.createdAt), desc(forumTopics.id));
}

/** One page of topics, newest first, and how many there are in all. */
export async function selectTopicPage(
  db: Db,
  window: PageWindow,
): Promise<{ rows: TopicRow[]; count: number }> {
  const rows = await db
    .select({ ...topicColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(forumTopics)
    .innerJoin(users, eq(users.id, forumTopics.createdBy))
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .orderBy(desc(forumTopics.createdAt), desc(forumTopics.id))
    .limit(window.limit)
    .offset(window.offset);
  // A page past the last has no rows to carry the total; the service refuses it anyway.
  return { rows, count: rows[0]?.total ?? 0 };
}

export async function selectTopic(db: Db, id: number): Promise<TopicRow | null> {
  const [row] = await selectTopics(db).where(eq(forumTopics.id, id));
  return row ?? null;
}

export type CommentRow = {
  id: number;
  topicId: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: number;
  authorFirstName: string;
  authorLastName: string;
};

const commentColumns = {
  id: forumComments.id,
  topicId: forumComments.topicId,
  text: forumComments.text,
  createdAt: forumComments.createdAt,
  updatedAt: forumComments.updatedAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** One page of a topic's comments, newest first. */
export async function selectCommentPage(
  db: Db,
  topicId: number,
  window: PageWindow,
): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.createdBy))
    .where(eq(forumComments.topicId, topicId))
    .orderBy(desc(forumComments.createdAt), desc(forumComments.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function selectComment(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.createdBy))
    .where(eq(forumComments.id, id));
  return row ?? null;
}

/** Every board of the forum, in the order they were opened. */
export async function selectForumCategories(db: Db) {
  return db
    .select({ id: forumCategories.id, name: forumCategories.name })
    .from(forumCategories)
    .orderBy(asc(forumCategories.id));
}

export async function forumCategoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.id, id));
  return row !== undefined;
}
