import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentableType } from '#shared/community/rules.ts';
import { ProductSchema } from '../catalog/product.entity.ts';
import { publishedNewsExists } from '../content/index.ts';

/** Whether the subject a comment hangs on exists (and is published, for an article). */
type SubjectExists = (em: EntityManager, id: number) => Promise<boolean>;

/** Every kind of subject comments hang on (spec §7 commentable_type), and how to tell that one exists. */
export const COMMENT_SUBJECTS: Readonly<Record<CommentableType, SubjectExists>> = {
  Product: async (em, id) => (await em.count(ProductSchema, { id })) > 0,
  News: publishedNewsExists,
};
