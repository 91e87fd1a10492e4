import { expect, test } from './support/fixtures.ts';
import { addVietnameseAddress, registerAccount } from './support/api.ts';

// On the English storefront the unit "Cái" stayed Vietnamese on the checkout
// lines and the order cards; client/i18n/unit-label.ts says "pc" there too now. 
// The placed order's card writes its lines as the checkout did (grouped count, a unit price that
// multiplies out to the line), and so does the back office's order detail (in đồng, "pc" in English).

/** A demo part with a volume price: 15,000 pieces at 100 đ are well over every order minimum. */
const PART = { slug: 'kt-0603r-c2286', quantity: '15000' };
/** 15,000 × 100 đ at the e2e exchange rate of 26,000 đ per dollar: $57.69, so $0.003846 a piece. */
const LINE = { arithmetic: '15,000 pc × $0.003846', total: '$57.69' };

test('checkout lines, the placed order and the staff detail say "15,000 pc", with unit prices that multiply out', async ({ page, staff }) => {
  await registerAccount(page.request, 'units');
  await addVietnameseAddress(page.request);
  await page.goto('/lang/en');
  await page.goto(`/products/${PART.slug}`);
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await quantity.fill(PART.quantity);
  await quantity.blur();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();

  await page.goto('/checkout');
  const main = page.getByRole('main');
  const checkoutLine = main.getByRole('list', { name: 'Items ordered' }).getByRole('listitem');
  await expect(checkoutLine).toContainText(LINE.arithmetic);
  await expect(checkoutLine).toContainText(LINE.total);
  await expect(main).not.toContainText('Cái');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
  const code = new URL(page.url()).searchParams.get('placed')!;
  const card = page.getByRole('article', { name: new RegExp(code) });
  const cardLine = card.getByRole('list', { name: `Items of order ${code}` }).getByRole('listitem');
  await expect(cardLine).toContainText(LINE.arithmetic);
  await expect(cardLine).toContainText(LINE.total);
  await expect(card).not.toContainText('Cái');

  // The back office in English: the same count and unit, amounts in đồng as everywhere there.
  const orders = (await (await page.request.get('/v1/orders')).json()) as { orders: { id: number; code: string }[] };
  const id = orders.orders.find((order) => order.code === code)!.id;
  await staff.goto('/lang/en');
  await staff.goto(`/admin/orders/shop/${id}`);
  const lines = staff.getByRole('region', { name: 'Products' });
  await expect(lines).toContainText('15,000 pc × 100 đ');
  await expect(lines).toContainText('1.500.000 đ');
  await expect(lines).not.toContainText('Cái');
});
