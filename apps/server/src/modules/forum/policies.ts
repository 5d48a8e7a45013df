import type { AccessClaims } from '../../lib/access-tokens.ts';

// Who may change what in the forum: authors edit their own words; staff may remove any topic or
// comment to moderate, but never rewrite them.

type Viewer = Pick<AccessClaims, 'userId' | 'role'> | null;
type Authored = { authorId: number };

/** Only a topic's author edits it. */
export function canEditTopic(viewer: Viewer, topic: Authored): boolean {
  return viewer !== null && viewer.userId === topic.authorId;
}

/** A topic's author deletes it; staff may too. */
export function canDeleteTopic(viewer: Viewer, topic: Authored): boolean {
  return viewer !== null && (viewer.userId === topic.authorId || viewer.role === 'admin');
}

/** Only a comment's author edits it. */
export function canEditComment(viewer: Viewer, comment: Authored): boolean {
  return viewer !== null && viewer.userId === comment.authorId;
}

/** A comment's author deletes it; staff may too. */
export function canDeleteComment(viewer: Viewer, comment: Authored): boolean {
  return viewer !== null && (viewer.userId === comment.authorId || viewer.role === 'admin');
}
