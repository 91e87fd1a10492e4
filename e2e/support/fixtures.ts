import { test as base, type Page } from '@playwright/test';
import { AddressesPage } from '../pages/addresses-page.ts';
import { AdminOrderPage, AdminOrdersPage, AdminPcbOrderPage } from '../pages/admin-order-pages.ts';
import { CartPage } from '../pages/cart-page.ts';
import { CataloguePage } from '../pages/catalogue-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { Header } from '../pages/header.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { PcbOrdersPage, PcbPage } from '../pages/pcb-page.ts';
import { ProductPage } from '../pages/product-page.ts';
import { ProfilePage } from '../pages/profile-page.ts';
import { SearchBox } from '../pages/search-box.ts';
import { RegisterPage, SignInPage } from '../pages/sign-in-page.ts';
import { STAFF_STATE } from './signed-in-state.ts';

interface ShopFixtures {
  header: Header;
  cataloguePage: CataloguePage;
  productPage: ProductPage;
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  ordersPage: OrdersPage;
  signInPage: SignInPage;
  registerPage: RegisterPage;
  pcbPage: PcbPage;
  pcbOrdersPage: PcbOrdersPage;
  addressesPage: AddressesPage;
  profilePage: ProfilePage;
  searchBox: SearchBox;
  /** A page of its own browser context, signed in as the staff account of the setup project. */
  staff: Page;
  /** The back office's order list on the `staff` page. */
  adminOrders: AdminOrdersPage;
  /** The back office's order detail on the `staff` page. */
  adminOrder: AdminOrderPage;
  /** The back office's PCB order detail on the `staff` page. */
  adminPcbOrder: AdminPcbOrderPage;
}

/**
 * The journeys' `test`: Playwright's, plus the page objects of the main screens on `page` and a
 * signed-in staff page (e2e/setup/staff.setup.ts saved its storageState).
 */
export const test = base.extend<ShopFixtures>({
  header: async ({ page }, use) => use(new Header(page)),
  cataloguePage: async ({ page }, use) => use(new CataloguePage(page)),
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  cartPage: async ({ page }, use) => use(new CartPage(page)),
  checkoutPage: async ({ page }, use) => use(new CheckoutPage(page)),
  ordersPage: async ({ page }, use) => use(new OrdersPage(page)),
  signInPage: async ({ page }, use) => use(new SignInPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  pcbPage: async ({ page }, use) => use(new PcbPage(page)),
  pcbOrdersPage: async ({ page }, use) => use(new PcbOrdersPage(page)),
  addressesPage: async ({ page }, use) => use(new AddressesPage(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  searchBox: async ({ page }, use) => use(new SearchBox(page)),
  staff: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: STAFF_STATE });
    await use(await context.newPage());
    await context.close();
  },
  adminOrders: async ({ staff }, use) => use(new AdminOrdersPage(staff)),
  adminOrder: async ({ staff }, use) => use(new AdminOrderPage(staff)),
  adminPcbOrder: async ({ staff }, use) => use(new AdminPcbOrderPage(staff)),
});

export { expect } from '@playwright/test';
