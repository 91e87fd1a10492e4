import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentableType } from '#shared/community/rules.ts';
import { ProductSchema } from '../catalog/product.entity.ts';

/** Whether the subject a comment hangs on exists (and is published, for an article). */
export type SubjectExists = (em: EntityManager, id: number) => Promise<boolean>;

/** Products are always commentable; other kinds (news articles) are supplied by their module when the app is built. */
export function commentSubjects(extra: Partial<Record<CommentableType, SubjectExists>> = {}): Partial<Record<CommentableType, SubjectExists>> {
  return {
    Product: async (em, id) => (await em.count(ProductSchema, { id })) > 0,
    ...extra,
  };
}
