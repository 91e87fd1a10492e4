import type {
  AnswerCustomQuoteBody,
  PcbConfig,
  PcbConfigResponse,
  PcbOrderItem,
  PcbOrderResponse,
  PcbOrdersResponse,
  PcbTipsResponse,
} from '#shared/pcb/schemas.ts';
import type { QuoteDeliveryResponse, QuoteMethodResponse, SaveQuoteOptionBody } from '#shared/pcb/quote-method.ts';
import { getJson } from '../../api/get-json.ts';
import { sendJson } from '../../api/send-json.ts';
import { loadLocalDb } from '../../local/lazy-local-db.ts';

/** Where the last PCB configuration is kept for offline pricing (works offline after one visit). */
const CONFIG_KEY = 'pcb-config';

/** The configuration stored by the last online visit, or null. */
export async function cachedPcbConfig(): Promise<PcbConfig | null> {
  try {
    const row = await (await loadLocalDb()).kv.get(CONFIG_KEY);
    return row ? (row.value as PcbConfig) : null;
  } catch {
    return null;
  }
}

/**
 * GET /v1/pcb-config, stored for the next offline visit. `fresh` asks the server even when the
 * browser keeps an answer younger than its max-age (the server said the prices changed).
 */
export async function fetchPcbConfig(fresh = false): Promise<PcbConfig> {
  const { config } = await getJson<PcbConfigResponse>('/v1/pcb-config', fresh ? { cache: 'no-cache' } : {});
  void loadLocalDb()
    .then((db) => db.kv.put({ key: CONFIG_KEY, value: config }))
    .catch(() => {});
  return config;
}

export async function fetchTips(): Promise<string> {
  return (await getJson<PcbTipsResponse>('/v1/pcb-quotes/tips')).value;
}

export function fetchPcbOrders(page: number): Promise<PcbOrdersResponse> {
  return getJson<PcbOrdersResponse>(`/v1/pcb-orders${page > 1 ? `?page=${page}` : ''}`);
}

/** Where the signed-in user's delivery context is kept for an offline visit (per user). */
const deliveryKey = (userId: number) => `pcb-quote-delivery:${userId}`;

/** The delivery context stored by the user's last online visit, or null. */
export async function cachedQuoteDelivery(userId: number): Promise<QuoteDeliveryResponse | null> {
  try {
    const row = await (await loadLocalDb()).kv.get(deliveryKey(userId));
    return row ? (row.value as QuoteDeliveryResponse) : null;
  } catch {
    return null;
  }
}

/** GET /v1/pcb-quotes/quote-method: the saved choice, the user's country and the delivery companies; stored for offline. */
export async function fetchQuoteDelivery(userId: number): Promise<QuoteDeliveryResponse> {
  const body = await getJson<QuoteDeliveryResponse>('/v1/pcb-quotes/quote-method');
  void loadLocalDb()
    .then((db) => db.kv.put({ key: deliveryKey(userId), value: body }))
    .catch(() => {});
  return body;
}

export async function saveQuoteOption(change: SaveQuoteOptionBody): Promise<QuoteMethodResponse['quote_method']> {
  return (await sendJson<QuoteMethodResponse>('POST', '/v1/pcb-quotes/save-option', change)).quote_method;
}

/**
 * POST /v1/pcb-orders/:id/accept or …/decline: the customer's answer to a priced
 * custom quote; accepting names the total the customer saw. Answers the order as it is now.
 */
export async function answerCustomQuote(id: number, action: 'accept' | 'decline', body: AnswerCustomQuoteBody): Promise<PcbOrderItem> {
  return (await sendJson<PcbOrderResponse>('POST', `/v1/pcb-orders/${id}/${action}`, body)).order;
}
