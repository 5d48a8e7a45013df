import type { Comment, Topic, TopicDetail } from '@academy/contract/forum';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { CommentRow, TopicRow } from './forum-queries.ts';
import { canDeleteComment, canDeleteTopic, canEditComment, canEditTopic } from './policies.ts';

type Viewer = AccessClaims | null;

function author(row: { authorId: number; authorFirstName: string; authorLastName: string }) {
  return { id: row.authorId, first_name: row.authorFirstName, last_name: row.authorLastName };
}

/** A topic as the list shows it, with what the viewer may do to it. */
export function presentTopic(row: TopicRow, viewer: Viewer): Topic {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    category: { id: row.categoryId, name: row.categoryName },
    created_by: author(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    comment_count: row.commentCount,
    can_edit: canEditTopic(viewer, row),
    can_delete: canDeleteTopic(viewer, row),
  };
}

export function presentComment(row: CommentRow, viewer: Viewer): Comment {
  return {
    id: row.id,
    topic: row.topicId,
    text: row.text,
    created_by: author(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: canEditComment(viewer, row),
    can_delete: canDeleteComment(viewer, row),
  };
}

export function presentTopicDetail(
  row: TopicRow,
  comments: { rows: CommentRow[]; page: number; pageCount: number },
  viewer: Viewer,
): TopicDetail {
  return {
    ...presentTopic(row, viewer),
    comments: comments.rows.map((comment) => presentComment(comment, viewer)),
    comments_page: comments.page,
    comments_page_count: comments.pageCount,
  };
}
