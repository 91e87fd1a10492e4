import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '#shared/accounts/credentials.ts';
import type { SessionUser } from '#shared/accounts/schemas.ts';
import { avatarPath } from '../../plugins/session.ts';
import { UserSchema, type User } from './user.entity.ts';

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(UserSchema, { email: normalizeEmail(email) });
}

export function findUserById(em: EntityManager, id: number): Promise<User | null> {
  return em.findOne(UserSchema, { id });
}

export interface NewUser {
  email: string | null;
  fullname: string;
  passwordHash: string | null;
  emailVerified: boolean;
}

/** Creates (and flushes) a customer; the e-mail is stored normalized. */
export async function createUser(em: EntityManager, input: NewUser): Promise<User> {
  const user = em.create(UserSchema, {
    email: input.email === null ? null : normalizeEmail(input.email),
    fullname: input.fullname.trim(),
    passwordHash: input.passwordHash,
    emailVerified: input.emailVerified,
  });
  await em.flush();
  return user;
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, email: user.email ?? null, fullname: user.fullname, avatar: avatarPath(user.avatarId ?? null), role: user.role };
}
