import type { ChatMessage, Conversation } from '@academy/contract/chat';
import type { Role } from '@academy/contract/roles';
import { mediaUrl } from '../../lib/media-storage.ts';

export type ChatMessageRow = {
  id: number;
  courseId: number;
  content: string;
  createdAt: Date;
  userId: number;
  firstName: string;
  lastName: string;
  role: Role;
  profilePicture: string | null;
};

export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    message_id: row.id,
    course_id: row.courseId,
    content: row.content,
    user: row.userId,
    user_name: `${row.firstName} ${row.lastName}`.trim(),
    user_role: row.role,
    user_profile_picture: mediaUrl(row.profilePicture),
    created_at: row.createdAt.toISOString(),
  };
}

export type ConversationRow = {
  id: number;
  title: string;
  thumbnail: string | null;
  instructorFirstName: string;
  instructorLastName: string;
  lastMessageAt: string | Date | null;
};

export function presentConversation(row: ConversationRow): Conversation {
  return {
    course_id: row.id,
    course_title: row.title,
    thumbnail: mediaUrl(row.thumbnail),
    instructor_name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
    last_message_at: row.lastMessageAt === null ? null : new Date(row.lastMessageAt).toISOString(),
  };
}
