import { Type, type Static } from 'typebox';

/** POST /v1/logs (spec §7): a line the browser reports, e.g. after a failed order abroad. */
export const ClientLogBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: 10_000 }),
  path: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ClientLogBody = Static<typeof ClientLogBody>;

export const ClientLogResponse = Type.Object({ id: Type.Integer(), created_at: Type.String() });
export type ClientLogResponse = Static<typeof ClientLogResponse>;
