import { expect, type Page } from '@playwright/test';
import { addVietnameseAddress } from './api.ts';

/** A demo catalogue part: 15,000 pieces cost 1,500,000 đ at its volume price. */
export const PART = { slug: 'kt-0603r-c2286', quantity: '15000' };

export interface OrderChoices {
  /** A payment radio other than cash on delivery. */
  payment?: string;
  /** Pay at the fake gateway's page (card or wallet payments). */
  payAtGateway?: boolean;
  /** Anything else the customer fills in on /checkout before ordering. */
  fill?: (page: Page) => Promise<void>;
  /** False: the account already has its delivery address (or needs none). */
  address?: boolean;
}

/** A customer orders the part (cash on delivery unless told otherwise); answers the order code. */
export async function placeOrder(page: Page, choices: OrderChoices = {}): Promise<string> {
  if (choices.address !== false) await addVietnameseAddress(page.request);
  await page.goto(`/products/${PART.slug}`);
  const quantity = page.getByRole('spinbutton').or(page.getByRole('textbox', { name: /Số lượng/ })).first();
  await quantity.fill(PART.quantity);
  await quantity.blur();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thành công' })).toBeVisible();
  await page.goto('/checkout');
  if (choices.payment) await page.getByRole('radio', { name: choices.payment }).check();
  else if (choices.address !== false) await expect(page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' })).toBeChecked();
  await choices.fill?.(page);
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  if (choices.payAtGateway) {
    // The fake gateways' pages (server/test/fake-gateways): PayPal's button says "Pay Now".
    await page.getByRole('button', { name: choices.payment === 'PayPal' ? 'Pay Now' : 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\?paid=[A-Z0-9]+/, { timeout: 20_000 });
    return new URL(page.url()).searchParams.get('paid')!;
  }
  await expect(page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
  return new URL(page.url()).searchParams.get('placed')!;
}
