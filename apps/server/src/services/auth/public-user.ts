import type { PublicUser } from '@focus-room/core/api/auth';
import type { UserRow } from '../../repositories/users-repository';

export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    name: user.displayName ?? user.username,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoUrl,
    role: user.role,
    isVerified: user.isVerified,
    hasPassword: user.passwordHash !== null,
    coins: user.coins,
    level: user.level,
    language: user.language,
  };
}
