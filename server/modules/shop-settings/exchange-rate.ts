import type { EntityManager } from '@mikro-orm/postgresql';
import { exchangeRateError } from '#shared/shop-settings/exchange-rate-rules.ts';
import type { ExchangeRateResponse } from '#shared/shop-settings/schemas.ts';
import { assertNoFieldErrors } from '../../errors.ts';
import { recordStaffChange, staffChangesOf } from '../audit/index.ts';
import { SettingSchema } from '../content/setting.entity.ts';

/*
 * The exchange rate (the `exchange_rate` basic, spec §3 Footer data; §9 "USD = price divided by
 * the exchange rate"). What changing it changes: the USD view only — every USD amount the English
 * storefront shows (listings, product pages, cart, checkout; the app shell reads it from
 * GET /v1/get-footer) and the rate a new order stores and validates its USD minimum with. VND
 * prices, and orders already placed (they keep the rate they were placed at), do not change.
 */

const KEY = 'exchange_rate';

export async function exchangeRateSetting(em: EntityManager): Promise<ExchangeRateResponse> {
  const row = await em.findOne(SettingSchema, KEY, { refresh: true });
  return { exchange_rate: Number(row?.value ?? 0), changes: await staffChangesOf(em, 'setting', KEY, 10) };
}

/** Sets the rate in one transaction with its change record. */
export async function setExchangeRate(em: EntityManager, userId: number, rate: number): Promise<ExchangeRateResponse> {
  assertNoFieldErrors({ exchange_rate: exchangeRateError(rate) });
  await em.transactional(async (tx) => {
    const row = await tx.findOne(SettingSchema, KEY);
    const before = row ? Number(row.value) : null;
    if (row) row.value = String(rate);
    else tx.create(SettingSchema, { key: KEY, value: String(rate), valueEn: null });
    if (before !== rate) recordStaffChange(tx, { userId, subject: 'setting', subjectId: KEY, action: 'update', before: { exchange_rate: before }, after: { exchange_rate: rate } });
    await tx.flush();
  });
  return exchangeRateSetting(em);
}
