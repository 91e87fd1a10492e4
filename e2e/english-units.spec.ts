import { expect, test } from '@playwright/test';
import { addVietnameseAddress, registerAccount } from './support/api.ts';

// Issue 14 item 30: on the English storefront the unit "Cái" stayed Vietnamese on the checkout
// lines and the order cards; client/i18n/unit-label.ts says "pc" there too now.

/** A demo part with a volume price: 15,000 pieces are well over every order minimum. */
const PART = { slug: 'kt-0603r-c2286', quantity: '15000' };

test('checkout lines and the placed order say "pc" in English, never "Cái"', async ({ page }) => {
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
  await expect(main.getByText(`${PART.quantity} pc × `)).toBeVisible();
  await expect(main).not.toContainText('Cái');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\?placed=[A-Z0-9]+/);
  const code = new URL(page.url()).searchParams.get('placed')!;
  const card = page.getByRole('article', { name: new RegExp(code) });
  await expect(card).toContainText(`${PART.quantity} pc × `);
  await expect(card).not.toContainText('Cái');
});
