import { sql } from 'drizzle-orm';
import type { CourseListItem } from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import { identifyWith } from '../../lib/auth-guard.ts';

/**
 * The bearer's look-up with the ids of the courses they are enrolled in, in one round trip
 * (served by the unique (user, course) index): a signed-in catalogue request needs nothing else
 * from the database when the courses themselves are cached.
 */
export const identifyReader = identifyWith<{ enrolled: number[] }>(
  sql`array(select e.course_id from enrollments e where e.user_id = u.id) as enrolled`,
);

export type ListAnswer = CourseListItem[] | Page<CourseListItem>;

/**
 * An item's JSON as anyone sees it, and (once one of its learners asked) as its learners see it.
 * Kept with the item: the items of rows the search index's row cache keeps are shared by every
 * answer that shows them (course-list-service.ts), so a new search only joins JSON made before.
 */
type Piece = { item: CourseListItem; plain: string; mine?: string };
const pieceOf = new WeakMap<CourseListItem, Piece>();

function piece(item: CourseListItem): Piece {
  let found = pieceOf.get(item);
  if (!found) {
    found = { item, plain: JSON.stringify({ ...item, is_enrolled: false, isEnrolled: false }) };
    pieceOf.set(item, found);
  }
  return found;
}

/** A shared answer's JSON in pieces: the envelope around the items, and the items. */
type Pieces = { open: string; close: string; items: Piece[] };
const piecesOf = new WeakMap<ListAnswer, Pieces>();

function cutIntoPieces(answer: ListAnswer): Pieces {
  const items = Array.isArray(answer) ? answer : answer.results;
  // `results` is the envelope's last key (toPage): its empty array ends the JSON as `[]}`.
  const envelope = Array.isArray(answer) ? '[]' : JSON.stringify({ ...answer, results: [] });
  const cut = envelope.lastIndexOf('[]');
  return {
    open: envelope.slice(0, cut + 1),
    close: envelope.slice(cut + 1),
    items: items.map(piece),
  };
}

/**
 * A shared list answer as this reader's JSON (a visitor's: no ids), with is_enrolled (and
 * isEnrolled) true on the courses they are enrolled in. Each item is serialized once each way it
 * is asked for; a request only joins the pieces.
 */
export function serializeForReader(answer: ListAnswer, enrolledIds: number[]): string {
  let pieces = piecesOf.get(answer);
  if (!pieces) {
    pieces = cutIntoPieces(answer);
    piecesOf.set(answer, pieces);
  }
  const enrolled = new Set(enrolledIds);
  const items = pieces.items.map((each) =>
    enrolled.has(each.item.course_id)
      ? (each.mine ??= JSON.stringify({ ...each.item, is_enrolled: true, isEnrolled: true }))
      : each.plain,
  );
  return `${pieces.open}${items.join(',')}${pieces.close}`;
}
