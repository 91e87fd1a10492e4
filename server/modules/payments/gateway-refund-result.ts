/**
 * What a gateway said to one refund request: accepted, or refused with a reason
 * staff can read. `providerRef` is the request id we sent (or the gateway's refund id when it
 * answers one); `raw` the answer as received (null when none came).
 */
export type GatewayRefundResult =
  | { ok: true; providerRef: string; raw: Record<string, unknown> }
  | { ok: false; providerRef: string; failure: string; raw: Record<string, unknown> | null };

/** POSTs JSON and reads a JSON answer; a network failure, a timeout or a non-JSON answer is a failed result. */
export async function postRefundJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ answered: true; status: number; body: Record<string, unknown> } | { answered: false; failure: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { answered: false, failure: `unreadable answer (HTTP ${response.status})` };
    return { answered: true, status: response.status, body: parsed as Record<string, unknown> };
  } catch (error) {
    return { answered: false, failure: `no answer: ${(error as Error).message}` };
  }
}
