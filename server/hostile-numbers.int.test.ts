import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorBody } from '#shared/http/error-body.ts';
import { registerStaff, type SignedIn } from './test/auth.ts';
import { hostileRequests, numericTargets, type HostileRequest, type OpenApiDocument } from './test/hostile-numbers.ts';
import { multipart } from './test/multipart.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let staff: SignedIn;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  // Staff see every route a customer does, and the back office too.
  staff = await registerStaff(t, { role: 'admin' });
  doc = t.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => t.close());

async function send(request: HostileRequest) {
  const headers: Record<string, string> = { ...staff.headers };
  let payload: string | Buffer | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = request.json;
  } else if (request.multipart) {
    const form = multipart(request.multipart);
    headers['content-type'] = form.contentType;
    payload = form.payload;
  }
  return t.app.inject({ method: request.method as 'GET', url: request.url, headers, ...(payload === undefined ? {} : { payload }) });
}

describe('hostile numbers in every numeric input', () => {
  test('the walk finds the numeric inputs of the API', () => {
    const targets = numericTargets(doc).map((target) => `${target.method} ${target.path} ${target.where}:${target.name.join('.')}`);
    expect(targets.length).toBeGreaterThan(60);
    for (const known of [
      'GET /v1/get-category-show query:parent_id',
      'POST /v1/carts json:quantity',
      'POST /v1/carts/{product_id} path:product_id',
      'GET /v1/products query:prid',
      'POST /v1/orders multipart:order[address]',
      'POST /feedbacks multipart:order_id',
      'GET /v1/admin/orders/{kind}/{id} path:id',
    ]) {
      expect(targets).toContain(known);
    }
  });

  test('Infinity, 1e309, 2147483648 and friends are answered 4xx, never 5xx', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let validationAnswers = 0;
    const requests = hostileRequests(doc);
    expect(requests.length).toBeGreaterThan(500);
    for (const request of requests) {
      const response = await send(request);
      const where = `${request.method} ${request.url} ${request.target.where}:${request.target.name.join('.')}=${request.value}`;
      if (response.statusCode >= 500) failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (response.statusCode === 400 && response.json<ErrorBody>().error.code === 'validation_failed') validationAnswers += 1;
    }
    expect(failures).toEqual([]);
    expect(validationAnswers).toBeGreaterThan(requests.length / 3);
  });

  test('the cart: "quantity":"Infinity" and a product id past int4 are validation errors naming the field', async () => {
    for (const payload of ['{"product_id":1,"quantity":"Infinity"}', '{"product_id":1,"quantity":1e309}', '{"product_id":2147483648,"quantity":1}']) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/carts', headers: { ...staff.headers, 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      const error = response.json<ErrorBody>().error;
      expect(error.code, payload).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), payload).toEqual([payload.includes('2147483648') ? 'product_id' : 'quantity']);
    }
    const path = await t.app.inject({ url: '/v1/get-category-show?parent_id=Infinity' });
    expect(path.statusCode).toBe(400);
    expect(path.json<ErrorBody>().error).toMatchObject({ code: 'validation_failed', fields: { parent_id: expect.any(String) } });
  });
});
