import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeScan {
  scantype: string;
  desc: string;
  scantime: string;
}

/** The scans the fake answers for every waybill but the two special ones below. */
export const FAKE_CARRIER_SCANS: FakeScan[] = [
  { scantype: 'Đã nhận hàng', desc: 'Bưu cục Cầu Giấy, Hà Nội đã nhận hàng', scantime: '2026-11-20 09:15:00' },
  { scantype: 'Đang vận chuyển', desc: 'Rời trung tâm khai thác Hà Nội', scantime: '2026-11-20 18:40:00' },
  { scantype: 'Đang giao hàng', desc: 'Bưu tá đang giao hàng đến người nhận', scantime: '2026-11-21 08:05:00' },
];

/** A waybill the fake does not know: `success: false`, like J&T answers an unknown number. */
export const FAKE_CARRIER_UNKNOWN_WAYBILL = 'JT0000000404';

/** A waybill the fake answers with HTTP 500, to see the readable error end to end. */
export const FAKE_CARRIER_FAILING_WAYBILL = 'JT0000000500';

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A J&T-style tracking endpoint on localhost ("tested against a local fake carrier"): POST
 * form field `data` = waybill (any number has the same three scans) → `{ responseitems: [{ success, tracesList: [{ billcode, details }] }] }`.
 * `calls` counts requests (to see the cache work); `failing = true` makes every call answer 500.
 */
export async function startFakeCarrier(options: { port?: number; host?: string; scans?: FakeScan[] } = {}) {
  const scans = options.scans ?? FAKE_CARRIER_SCANS;
  const state = { calls: 0, failing: false };
  const server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      state.calls += 1;
      const waybill = form.get('data') ?? '';
      if (request.method !== 'POST') return response.writeHead(405).end();
      if (state.failing || waybill === FAKE_CARRIER_FAILING_WAYBILL) return response.writeHead(500, { 'content-type': 'text/plain' }).end('carrier down');
      const body =
        waybill && waybill !== FAKE_CARRIER_UNKNOWN_WAYBILL
          ? { responseitems: [{ success: true, reason: null, tracesList: [{ billcode: waybill, details: scans }] }] }
          : { responseitems: [{ success: false, reason: 'bill not found', tracesList: [] }] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}/tracking`;
  return {
    url,
    state,
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
