import type { EntityManager } from '@mikro-orm/postgresql';
import { emailMessage, normalizeEmail } from '#shared/accounts/credentials.ts';
import type { BomSourcingCreate, BomSourcingListResponse } from '#shared/bom/schemas.ts';
import { AppError } from '../../errors.ts';
import { pageEnvelope, pageSlice } from '../../http/pagination.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { BomSourcingRequestSchema } from './bom-sourcing-request.entity.ts';

export const SOURCING_REQUESTS_PER_PAGE = 20;

/**
 * Stores the lines the shop does not sell as a sourcing request. The e-mail is the one given, or
 * the signed-in user's; without either the request is refused with a field error beside `email`.
 */
export async function createSourcingRequest(em: EntityManager, userId: number | null, input: BomSourcingCreate): Promise<{ id: number }> {
  let email = normalizeEmail(input.email ?? '');
  if (email === '' && userId !== null) email = (await em.findOneOrFail(UserSchema, { id: userId })).email ?? '';
  const problem = emailMessage(email);
  if (problem) throw new AppError(400, 'validation_failed', 'Invalid email', { email: problem });
  const row = em.create(BomSourcingRequestSchema, {
    user: userId,
    email,
    phone: input.phone?.trim() || null,
    note: input.note?.trim() || null,
    bomName: input.bom_name?.trim() || null,
    boards: input.boards,
    lines: input.lines,
  });
  await em.flush();
  return { id: row.id };
}

/** Staff: the sourcing requests, newest first. */
export async function sourcingRequestsPage(em: EntityManager, page: number | undefined): Promise<BomSourcingListResponse> {
  const slice = pageSlice(page, SOURCING_REQUESTS_PER_PAGE);
  const [rows, total] = await em.findAndCount(BomSourcingRequestSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: slice.limit, offset: slice.offset });
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      phone: row.phone ?? null,
      note: row.note ?? null,
      bom_name: row.bomName ?? null,
      boards: row.boards,
      user_id: row.user?.id ?? null,
      lines: row.lines,
      created_at: row.createdAt.toISOString(),
    })),
    ...pageEnvelope(slice, total),
  };
}
