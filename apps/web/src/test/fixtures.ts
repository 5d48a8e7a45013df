import type { Profile } from '../lib/auth/profile';
import { writeSession, type Session } from '../lib/auth/session-storage';

export const learner: Profile = {
  first_name: 'Nadia',
  last_name: 'Rahman',
  email: 'learner@academy.test',
  phone: '01712345678',
  role: 'learner',
  bio: null,
  profile_picture: null,
};

export function storeSession(overrides: Partial<Session> = {}): Session {
  const session: Session = {
    user: learner,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    ...overrides,
  };
  writeSession(session);
  return session;
}
