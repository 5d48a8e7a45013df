import { eq } from 'drizzle-orm';
import { fieldMessages } from '@academy/contract/fields';
import type { Profile, ProfileUpdate } from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { fieldError, notAuthenticated } from '../../lib/http-errors.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import {
  deleteMedia,
  storeImage,
  UnsupportedImageError,
  type ImageInput,
} from '../../lib/media-storage.ts';
import { findUserById } from './account-queries.ts';
import { presentProfile } from './profile-presenter.ts';

/** Avatars are square WebP images of this size, cropped around the most interesting region. */
export const AVATAR_SIZE = 256;

/** GET /api/accounts/profile/. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw notAuthenticated();
  return presentProfile(user);
}

/**
 * PUT /api/accounts/update/: names, bio, language and optionally a new picture. The picture must
 * decode as JPEG or PNG; it is stored as a 256×256 WebP without metadata and the
 * replaced file is removed once the new path is committed.
 */
export async function updateProfile(
  db: Db,
  media: MediaStore,
  userId: number,
  input: ProfileUpdate,
  picture: ImageInput | null,
): Promise<Profile> {
  let newPicture: string | null = null;
  if (picture) {
    try {
      newPicture = await storeImage(media, picture, {
        folder: 'avatars',
        accept: ['jpeg', 'png'],
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        fit: 'cover',
      });
    } catch (error) {
      if (error instanceof UnsupportedImageError) {
        throw fieldError('profile_picture', fieldMessages.invalidImageType);
      }
      throw error;
    }
  }

  let result: { updated: typeof users.$inferSelect; oldPicture: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profilePicture: users.profilePicture })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw notAuthenticated();
      const [updated] = await tx
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          ...(input.bio === undefined ? {} : { bio: input.bio === '' ? null : input.bio }),
          ...(input.language ? { language: input.language } : {}),
          ...(input.listed_in_class === undefined ? {} : { listedInClass: input.listed_in_class }),
          ...(input.live_class_reminders === undefined
            ? {}
            : { liveClassReminders: input.live_class_reminders }),
          ...(newPicture ? { profilePicture: newPicture } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      return { updated: updated!, oldPicture: current.profilePicture };
    });
  } catch (error) {
    await deleteMedia(media, newPicture);
    throw error;
  }
  if (newPicture) await deleteMedia(media, result.oldPicture);
  return presentProfile(result.updated);
}
