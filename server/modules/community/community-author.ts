import type { CommunityAuthor } from '#shared/community/schemas.ts';
import type { User } from '../accounts/user.entity.ts';
import { avatarPath } from '../../plugins/session.ts';

/** A writer as readers see them (spec §3 Comment user: id, fullname, avatar). */
export function communityAuthor(user: Pick<User, 'id' | 'fullname' | 'avatarId'>): CommunityAuthor {
  return { id: user.id, fullname: user.fullname, avatar: avatarPath(user.avatarId ?? null) };
}

/** A topic's or post's writer as the forum lists show it, flat beside the item (user_id, fullname, avatar). */
export function writerFields(user: Pick<User, 'id' | 'fullname' | 'avatarId'>): { user_id: number; fullname: string; avatar: string | null } {
  return { user_id: user.id, fullname: user.fullname, avatar: avatarPath(user.avatarId ?? null) };
}
