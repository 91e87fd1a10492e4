import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { emailMessage } from '#shared/accounts/credentials.ts';
import { createUser, findUserByEmail, hashPassword } from '../accounts/index.ts';

export interface AdminAccount {
  userId: number;
  email: string;
  /** The new account's random password (shown once), or null when an existing user was promoted. */
  password: string | null;
}

/**
 * `npm run user:create-admin -- <email>`: promotes the user with that e-mail to admin,
 * or creates one (verified e-mail, a random password printed once) when there is none.
 */
export async function createOrPromoteAdmin(em: EntityManager, email: string): Promise<AdminAccount> {
  const problem = emailMessage(email);
  if (problem) throw new Error(`Not an e-mail address: "${email}" (${problem})`);
  return em.transactional(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      existing.role = 'admin';
      await tx.flush();
      return { userId: existing.id, email: existing.email ?? email, password: null };
    }
    const password = randomBytes(12).toString('base64url');
    const user = await createUser(tx, { email, fullname: 'Admin', passwordHash: await hashPassword(password), emailVerified: true });
    user.role = 'admin';
    await tx.flush();
    return { userId: user.id, email: user.email ?? email, password };
  });
}

