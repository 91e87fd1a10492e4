import { Type, type Static } from 'typebox';

/**
 * POST /v1/logs (spec §7): a line the browser reports, e.g. after a failed order abroad. At most
 * 4,000 characters (the checkout cuts its line there).
 */
export const CLIENT_LOG_MAX_CHARACTERS = 4_000;

export const ClientLogBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: CLIENT_LOG_MAX_CHARACTERS }),
  path: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ClientLogBody = Static<typeof ClientLogBody>;

export const ClientLogResponse = Type.Object({ id: Type.Integer(), created_at: Type.String() });
export type ClientLogResponse = Static<typeof ClientLogResponse>;
