import { describe, expect, test } from 'vitest';
import type { OrdersListResponse } from '#shared/orders/schemas.ts';
import type { BankAccountResponse } from '#shared/shop-settings/schemas.ts';
import { csrfHeaders, type SignedIn } from '../../test/auth.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';
import { addToCart, buyer, checkoutOf, pageOrder, postOrder, stockedProduct } from '../orders/order-test-kit.ts';

let t: TestApp;
let staff: SignedIn;
let customer: SignedIn;
staffTestApp((app) => ({ t, staff, customer } = app));

const URL = '/v1/admin/settings/bank-account';
const ACCOUNT = { bank_name: 'Techcombank - CN Hà Nội', bank_bin: '970407', account_number: '1903 5555 8888 01', account_name: 'CONG TY TNHH LINH KIEN VIET' };

async function saveAccount(who: SignedIn | null, account: unknown) {
  const response = await t.app.inject({ method: 'POST', url: URL, headers: csrfHeaders(who?.cookie), payload: account as object });
  return { status: response.statusCode, body: response.json<BankAccountResponse & { error?: { code: string; fields?: Record<string, string> } }>() };
}

async function setting(): Promise<BankAccountResponse> {
  return (await t.app.inject({ url: URL, headers: { cookie: staff.cookie } })).json<BankAccountResponse>();
}

async function accountRows(): Promise<unknown[]> {
  return t.orm.em.fork().execute('select * from shop_bank_account');
}

describe('the bank account customers transfer to', () => {
  test('guests and customers get 403 and change nothing', async () => {
    expect((await t.app.inject(URL)).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await saveAccount(customer, ACCOUNT)).status).toBe(403);
    expect((await saveAccount(null, ACCOUNT)).status).toBe(403);
    expect(await accountRows()).toEqual([]);
  });

  test('bad fields are refused beside their inputs and nothing is written', async () => {
    const refused = await saveAccount(staff, { bank_name: ' ', bank_bin: 'VCB', account_number: '12-AB', account_name: ACCOUNT.account_name });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed', fields: { bank_name: 'field_required', bank_bin: 'bank_bin_invalid', account_number: 'account_number_invalid' } });
    expect((await saveAccount(staff, { bank_name: 'x' })).status).toBe(400);
    expect(await accountRows()).toEqual([]);
    // This server has no BANK_* account configured: none is shown until staff save one.
    expect(await setting()).toMatchObject({ bank_account: null, source: 'none', changes: [] });
  });

  test("a saved account is what checkout and the order's transfer instructions and VietQR code show; each change recorded", async () => {
    const who = await buyer(t);
    const part = await stockedProduct(t, { price: 120_000, inventory: 10 });
    expect((await checkoutOf(t, who)).bank_transfer).toBeNull();

    const saved = await saveAccount(staff, ACCOUNT);
    expect(saved.status).toBe(200);
    const stored = { ...ACCOUNT, account_number: '19035555888801' };
    expect(saved.body).toMatchObject({ bank_account: stored, source: 'settings' });
    expect(saved.body.changes[0]).toMatchObject({ action: 'update', user_name: staff.user.fullname, before: { account_number: null }, after: { account_number: '19035555888801', bank_bin: '970407' } });
    expect((await checkoutOf(t, who)).bank_transfer).toEqual({ bank_name: ACCOUNT.bank_name, account_number: '19035555888801', account_name: ACCOUNT.account_name });

    // A bank-transfer order (payment method 2) tells the customer to pay into this account.
    await addToCart(t, who, part, 1);
    const page = await pageOrder(t, who, { choices: { payment_method: 2 } });
    expect((await postOrder(t, who, page.fields)).statusCode).toBe(200);
    const orders = async () => (await t.app.inject({ url: '/v1/orders', headers: { cookie: who.cookie } })).json<OrdersListResponse>().orders;
    const [order] = await orders();
    expect(order?.bank_transfer).toMatchObject({ bank_name: ACCOUNT.bank_name, account_number: '19035555888801', account_name: ACCOUNT.account_name, memo: order!.code, amount: order!.total });
    const qr = await t.app.inject({ url: `/v1/orders/${order!.code}/vietqr`, headers: { cookie: who.cookie } });
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toContain('19035555888801');

    // Staff move to another account: the unpaid order's instructions follow; only what changed is recorded.
    const next = await saveAccount(staff, { ...ACCOUNT, account_number: '19035555888802' });
    expect(next.body.changes[0]).toMatchObject({ before: { account_number: '19035555888801' }, after: { account_number: '19035555888802' } });
    expect(Object.keys(next.body.changes[0]!.after!)).toEqual(['account_number']);
    expect((await orders())[0]?.bank_transfer?.account_number).toBe('19035555888802');
    // The same account saved again changes nothing and records nothing.
    expect((await saveAccount(staff, { ...ACCOUNT, account_number: '19035555888802' })).body.changes).toHaveLength(2);
    expect(await accountRows()).toHaveLength(1);
  });
});
