import { UPLOADS_AT_ONCE, uploadMessages } from '@academy/contract/uploads';
import { detailError } from './http-errors.ts';

/**
 * Uploads in progress per user, in this process. A request takes a slot once it is authorised
 * and before it reads its body, and gives it back when it has stored (or refused) the file, so
 * nobody holds more than UPLOADS_AT_ONCE bodies open (docs/rules.md, Uploads).
 */
export type UploadSlots = {
  /** Runs `upload` holding one of the user's slots; 429 when they are all taken. */
  hold<T>(userId: number, upload: () => Promise<T>): Promise<T>;
};

export function createUploadSlots(max: number = UPLOADS_AT_ONCE): UploadSlots {
  const inProgress = new Map<number, number>();
  return {
    async hold(userId, upload) {
      const held = inProgress.get(userId) ?? 0;
      if (held >= max) throw detailError(429, uploadMessages.tooManyAtOnce);
      inProgress.set(userId, held + 1);
      try {
        return await upload();
      } finally {
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      }
    },
  };
}
