import type { Profile } from '@academy/contract/accounts';
import type { users } from '../../db/schema/accounts.ts';
import { mediaUrl } from '../../lib/media-storage.ts';

type UserRow = typeof users.$inferSelect;

/** The profile fields, plus id and language; never the hash or timestamps. */
export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    bio: user.bio,
    profile_picture: mediaUrl(user.profilePicture),
    language: user.language,
    listed_in_class: user.listedInClass,
    live_class_reminders: user.liveClassReminders,
  };
}
