import { describe, expect, it } from 'vitest';
import { canDeleteComment, canDeleteTopic, canEditComment, canEditTopic } from './policies.ts';

const authored = { authorId: 7 };
const author = { userId: 7, role: 'learner' as const };
const other = { userId: 8, role: 'instructor' as const };
const staff = { userId: 9, role: 'admin' as const };

describe('forum policies', () => {
  it('let only the author edit a topic or comment', () => {
    for (const canEdit of [canEditTopic, canEditComment]) {
      expect(canEdit(author, authored)).toBe(true);
      expect(canEdit(other, authored)).toBe(false);
      expect(canEdit(staff, authored)).toBe(false);
      expect(canEdit(null, authored)).toBe(false);
    }
  });

  it('let the author and staff delete a topic or comment', () => {
    for (const canDelete of [canDeleteTopic, canDeleteComment]) {
      expect(canDelete(author, authored)).toBe(true);
      expect(canDelete(staff, authored)).toBe(true);
      expect(canDelete(other, authored)).toBe(false);
      expect(canDelete(null, authored)).toBe(false);
    }
  });
});
