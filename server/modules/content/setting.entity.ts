import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A shop setting, the spec's "basics" (§3 Footer data): phone, social pages, marquee (opening
 * hours), online_gov_register, exchange_rate, ... `valueEn` is the English text when it differs.
 */
export const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(64).primary(),
    value: p.text(),
    valueEn: p.text().nullable(),
  },
});
export type Setting = InferEntity<typeof SettingSchema>;
