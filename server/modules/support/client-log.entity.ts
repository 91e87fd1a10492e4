import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A log line the browser sends (spec §7 POST /v1/logs, e.g. after a failed order abroad). */
export const ClientLogSchema = defineEntity({
  name: 'ClientLog',
  tableName: 'client_logs',
  properties: {
    id: p.bigint('number').primary(),
    content: p.text(),
    path: p.string().length(500).nullable(),
    userAgent: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type ClientLog = InferEntity<typeof ClientLogSchema>;
