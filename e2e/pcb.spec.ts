import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { PcbDraftsPage, type PcbPage } from './pages/pcb-page.ts';
import { addVietnameseAddress, mutationHeaders, registerAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { addStencilSize, changeShopData, removeStencilSize, setStencilSizePrice } from './support/shop-database.ts';

// The fabrication form with URL parameters, a disable rule, the other
// quantity rules, assembly's required specifications, the stencil size, drafts, and a quote made
// offline with its design file that is sent once when the network returns.

/** A real zip with one Gerber file (stored, not deflated): the server checks the PK header and the archive. */
function gerberZip(): Buffer {
  const outline = 'G04 outline*\n%FSLAX46Y46*%\n%MOMM*%\nX0Y0D02*\nX60000000Y0D01*\nM02*\n';
  return Buffer.from(zipSync({ 'board-Edge_Cuts.gbr': strToU8(outline) }, { level: 0 }));
}

/** Registers a fresh account with the page's own cookies, so the page is signed in. */
async function signUp(page: Page): Promise<void> {
  await registerAccount(page.request, 'pcb', 'Nguyễn Kỹ Sư');
}

async function pcbOrderCount(page: Page): Promise<number> {
  const response = await page.request.get('/v1/pcb-orders');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

async function attachZip(pcbPage: PcbPage, name = 'board.zip'): Promise<void> {
  await pcbPage.attachDesign({ name, mimeType: 'application/zip', buffer: gerberZip() });
}

/** Gives the signed-in account of `page` a default delivery address in the United States: its quotes go abroad (spec §5). */
async function moveAbroad(page: Page): Promise<void> {
  const countries = (await (await page.request.get('/v1/countries')).json()) as { countries: { id: number; iso_code: string }[] };
  const us = countries.countries.find((country) => country.iso_code === 'us');
  expect(us).toBeDefined();
  const saved = await page.request.post('/user/delivery-addresses', {
    headers: await mutationHeaders(page.request),
    data: { name: 'Jane Doe', phone: '+1 415 555 2671', address: '1 Market St', country_id: us!.id, city: 'San Francisco', state: 'CA', zipcode: '94105' },
  });
  expect(saved.ok()).toBe(true);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('fabrication: URL parameters prefill the form and follow the changes; sizes above the type max', async ({ page, pcbPage }) => {
  await pcbPage.goto('', '?width=120&height=80&quantity=10');
  const { width, height } = pcbPage;
  await expect(width).toHaveValue('120');
  await expect(height).toHaveValue('80');
  await expect(pcbPage.option('10', 'Số lượng')).toHaveAttribute('aria-pressed', 'true');
  await expect(pcbPage.total).toHaveText(/\d/);

  await width.fill('150');
  await expect(page).toHaveURL(/[?&]width=150(&|$)/);
  await pcbPage.option('20', 'Số lượng').click();
  await expect(page).toHaveURL(/[?&]quantity=20(&|$)/);
  // The price list marks the chosen quantity's row.
  await expect(page.getByRole('row', { name: /^20 / })).toHaveAttribute('aria-current', 'true');

  await pcbPage.type('FR-4 4 lớp').click();
  await width.fill('460');
  await expect(page.getByText('Max X = 450', { exact: true }).first()).toBeVisible();
  await expect(width).toHaveAttribute('aria-invalid', 'true');

  // A file that is not .zip/.rar is refused and the input cleared (spec §5 only_rar_zip_file).
  const file = pcbPage.designFile;
  await file.setInputFiles({ name: 'board.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Chỉ nhận tệp .zip hoặc .rar.')).toBeVisible();
  await expect(file).toHaveValue('');
});

test('fabrication: a real Gerber zip prefills size and layers and shows both faces', async ({ page, pcbPage }) => {
  // e2e/fixtures/gerber-board: a 50 × 30 mm two-layer board in KiCad's naming; a job file saying
  // four layers moves the quote to the 4-layer type.
  const dir = fileURLToPath(new URL('./fixtures/gerber-board/', import.meta.url));
  const files = Object.fromEntries(readdirSync(dir).filter((name) => name !== 'README.md').map((name) => [name, new Uint8Array(readFileSync(dir + name))]));
  await pcbPage.goto();
  const input = pcbPage.designFile;
  await input.setInputFiles({ name: 'board.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });
  await expect(page.getByText('Kích thước 50 × 30 mm, 2 lớp đồng', { exact: false })).toBeVisible();
  await expect(pcbPage.width).toHaveValue('50');
  await expect(pcbPage.height).toHaveValue('30');
  await expect(page.getByRole('figure').filter({ hasText: 'Mặt trên' }).getByRole('img')).toBeVisible();
  await expect(page.getByRole('figure').filter({ hasText: 'Mặt dưới' }).getByRole('img')).toBeVisible();

  const job = JSON.stringify({ GeneralSpecs: { Size: { X: 80, Y: 60 }, LayerNumber: 4 } });
  await input.setInputFiles({ name: 'four.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ ...files, 'board-job.gbrjob': strToU8(job) })) });
  await expect(page.getByText('Kích thước 80 × 60 mm, 4 lớp đồng', { exact: false })).toBeVisible();
  await expect(pcbPage.type('FR-4 4 lớp')).toHaveAttribute('aria-pressed', 'true');
  // The user can still override what was read.
  await pcbPage.width.fill('85');
  await expect(page).toHaveURL(/[?&]width=85(&|$)/);
});

test('fabrication: a disable rule removes and substitutes, aluminium offers its own options only', async ({ page, pcbPage }) => {
  await pcbPage.goto();
  const mask = pcbPage.group('Màu phủ (solder mask)');
  const silk = pcbPage.group('Màu chữ (silkscreen)');
  await expect(silk.getByRole('button', { name: 'Trắng' })).toHaveAttribute('aria-pressed', 'true');

  await mask.getByRole('button', { name: 'Trắng' }).click();
  await expect(mask.getByRole('button', { name: 'Trắng' })).toHaveAttribute('aria-pressed', 'true');
  // White mask rules out white silkscreen: removed, black substituted, white no longer selectable.
  await expect(silk.getByRole('button', { name: 'Trắng' })).toBeDisabled();
  await expect(silk.getByRole('button', { name: 'Đen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Đã bỏ “Trắng”' }).first()).toBeVisible();

  await pcbPage.type('Nhôm (aluminium)').click();
  const layers = pcbPage.group('Số lớp');
  await expect(layers.getByRole('button', { name: '1 lớp (nhôm)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(layers.getByRole('button', { name: '4 lớp' })).toHaveCount(0);
  // Aluminium cores are not made thinner than 0.8 mm: those thicknesses cannot be chosen.
  await expect(page.getByRole('combobox', { name: 'Độ dày bo' }).getByRole('option', { name: '0,4 mm' })).toBeDisabled();
});

test('fabrication: other quantity is at most the largest listed one and a multiple of 50', async ({ page, pcbPage }) => {
  await pcbPage.goto();
  await pcbPage.otherQuantityButton.click();
  const other = pcbPage.otherQuantity;
  await other.fill('120');
  await expect(page.getByText('Số lượng khác phải là bội số của 50.')).toBeVisible();
  await expect(other).toHaveAttribute('aria-invalid', 'true');
  await other.fill('2000');
  await expect(page.getByText('Nhập số lượng nhỏ hơn 1000')).toBeVisible();
  await other.fill('150');
  await expect(page.getByText('Nhập số lượng nhỏ hơn 1000')).toHaveCount(0);
  await expect(other).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/[?&]quantity=150(&|$)/);
});

test('assembly: required specifications are starred and checked; a guest is asked to log in with the draft', async ({ page, pcbPage }) => {
  await pcbPage.goto('assembly');
  await attachZip(pcbPage);
  await pcbPage.submit.click();
  await expect(pcbPage.alert('Vui lòng chọn đủ các thông số bắt buộc (*).')).toBeVisible();
  await expect(page.getByText('Vui lòng chọn thông số này.').first()).toBeVisible();

  for (const [group, answer] of [
    ['Loại linh kiện (bắt buộc)', 'Chỉ SMD'],
    ['Số mặt lắp ráp (bắt buộc)', '1 mặt'],
    ['Nguồn linh kiện (bắt buộc)', 'Khách cung cấp'],
    ['Số lượng bo (bắt buộc)', '1–9 bo'],
  ] as const) {
    await pcbPage.group(group).getByRole('button', { name: answer }).click();
  }
  await page.getByRole('combobox', { name: 'Số linh kiện mỗi bo (bắt buộc)' }).selectOption({ label: 'Dưới 50' });
  await expect(page.getByText('Vui lòng chọn thông số này.')).toHaveCount(0);

  await pcbPage.submit.click();
  const login = page.getByRole('link', { name: 'Đăng nhập để gửi báo giá' });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('href', /^\/login\?return_url=%2Fpcb%2Fassembly%3Fdraft%3D[0-9a-f-]{36}$/);
});

test('stencil: the size dropdown starts at "Select size" in the page’s language and a size is needed', async ({ page, pcbPage }) => {
  await signUp(page);
  await addVietnameseAddress(page.request);
  await pcbPage.goto('stencil');
  const size = pcbPage.stencilSize();
  // The Vietnamese page says it in Vietnamese; the English one in English.
  await expect(size.getByRole('option').first()).toHaveText('Chọn kích thước');
  await attachZip(pcbPage);
  await pcbPage.submit.click();
  await expect(pcbPage.alert('Vui lòng chọn kích thước stencil.')).toBeVisible();

  await size.selectOption({ index: 2 });
  await expect(pcbPage.total).not.toHaveText(/^0/);
  await pcbPage.submitAccepted();
  expect(await pcbOrderCount(page)).toBe(1);

  await page.goto('/lang/en');
  await pcbPage.goto('stencil');
  await expect(pcbPage.stencilSize('Stencil size').getByRole('option').first()).toHaveText('Select size');
});

test('drafts: a form is saved as you type, and can be reopened, duplicated and deleted', async ({ page, pcbPage }) => {
  await pcbPage.goto('assembly');
  await pcbPage.title.fill('Bo nguồn 12V');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);

  const draftsPage = await pcbPage.openDrafts();
  const drafts = draftsPage.drafts;
  await expect(drafts).toHaveCount(1);
  await expect(drafts.first()).toContainText('Bo nguồn 12V');

  await draftsPage.duplicate(drafts.first());
  await expect(page).toHaveURL(/\/pcb\/assembly\?draft=/);
  await expect(pcbPage.title).toHaveValue('Bo nguồn 12V');

  await pcbPage.openDrafts();
  await expect(drafts).toHaveCount(2);
  // The shop's own confirm, not the browser's.
  await draftsPage.remove(drafts.first());
  await expect(drafts).toHaveCount(1);
  await draftsPage.open(drafts.first());
  await expect(pcbPage.title).toHaveValue('Bo nguồn 12V');
});

test('offline at the bench: a quote with its file waits for the network and is created exactly once', async ({ page, context, pcbPage }) => {
  await signUp(page);
  await addVietnameseAddress(page.request);
  expect(await pcbOrderCount(page)).toBe(0);
  await pcbPage.goto('', '?width=60&height=50&quantity=10');
  await expect(pcbPage.total).toHaveText(/\d/);

  await context.setOffline(true);
  await attachZip(pcbPage, 'bench-board.zip');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  await pcbPage.submit.click();
  await expect(page.getByText('Đang chờ kết nối: báo giá đã được lưu và sẽ tự gửi khi có mạng trở lại.')).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL('/', { timeout: 20_000 });
  expect(await pcbOrderCount(page)).toBe(1);

  // Sent: the draft is gone, and nothing is sent again after a reload.
  const draftsPage = new PcbDraftsPage(page);
  await draftsPage.goto();
  await expect(draftsPage.empty).toBeVisible();
  await page.reload();
  await expect(draftsPage.empty).toBeVisible();
  expect(await pcbOrderCount(page)).toBe(1);
  const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { design_file: { name: string } | null; width: number }[] };
  expect(orders.data[0]?.design_file?.name).toBe('bench-board.zip');
  expect(orders.data[0]?.width).toBe(60);
});

test('/pcb-orders: guests get the login prompt; users see their orders or the empty state', async ({ page, pcbOrdersPage }) => {
  await pcbOrdersPage.goto();
  await expect(pcbOrdersPage.signInLink).toHaveAttribute('href', '/login?return_url=%2Fpcb-orders');
  await signUp(page);
  await pcbOrdersPage.goto();
  await expect(pcbOrdersPage.empty).toBeVisible();
});

test('fabrication: the quantity box and the build-time list open and close; the first build time is the default', async ({ page, pcbPage }) => {
  const { config } = (await (await page.request.get('/v1/pcb-config')).json()) as { config: { build_times: { id: number; times: number }[] } };
  const first = config.build_times[0]!;
  await pcbPage.goto();
  const quantityToggle = pcbPage.quantityToggle;
  await expect(quantityToggle).toHaveAttribute('aria-expanded', 'true');
  await quantityToggle.click();
  await expect(quantityToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(pcbPage.option('10', 'Số lượng')).toBeHidden();
  await quantityToggle.press('Enter');
  await expect(quantityToggle).toHaveAttribute('aria-expanded', 'true');
  await pcbPage.option('20', 'Số lượng').click();
  await expect(quantityToggle).toHaveAccessibleName('Số lượng 20 bo');
  // Escape inside the open box closes it and gives the focus back to its button.
  await pcbPage.option('20', 'Số lượng').press('Escape');
  await expect(quantityToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(quantityToggle).toBeFocused();

  const buildToggle = pcbPage.buildTimeToggle;
  await expect(buildToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(buildToggle).toContainText(`${first.times} ngày`);
  await buildToggle.click();
  const buildTimes = pcbPage.buildTimes;
  await expect(buildTimes.getByRole('radio').first()).toBeChecked();
  await buildTimes.getByRole('radio').nth(1).check();
  await expect(buildTimes.getByRole('radio').first()).not.toBeChecked();
});

test('fabrication: a specification’s description opens as help beside it', async ({ page, pcbPage }) => {
  await pcbPage.goto();
  const help = pcbPage.help('Màu phủ (solder mask)');
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('note').filter({ hasText: 'Xanh lá giao nhanh nhất' })).toBeVisible();
  // The question keeps its own name (the help button is not part of it).
  await expect(pcbPage.group('Màu phủ (solder mask)', { exact: true })).toBeVisible();
});

/** A VND amount as the page writes it ("1.487.400 đ") in whole dong. */
const vnd = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('abroad: the quote needs an international delivery company, then is sent with it (transport_id) and its fee in the total', async ({ page, pcbPage, pcbOrdersPage, adminPcbOrder }) => {
  await signUp(page);
  await moveAbroad(page);
  const { delivery_companies: companies } = (await (await page.request.get('/v1/pcb-quotes/quote-method')).json()) as {
    delivery_companies: { id: number; name: string; payment: number; delivery_time: string }[];
  };
  expect(companies.length).toBeGreaterThan(0);
  await pcbPage.goto('', '?width=60&height=50&quantity=10');
  const carriers = pcbPage.carriers;
  await expect(carriers.getByRole('radio')).toHaveCount(companies.length);
  await expect(carriers).toContainText(`${companies[0]!.delivery_time} ngày`);
  // Abroad: no Vietnamese delivery methods and no cash on delivery (spec §1).
  await expect(pcbPage.radio('Xe máy', { exact: true })).toHaveCount(0);
  await expect(pcbPage.radio('Thanh toán khi nhận hàng (COD)')).toHaveCount(0);

  await attachZip(pcbPage);
  await pcbPage.submit.click();
  await expect(pcbPage.alert('Vui lòng chọn đơn vị vận chuyển.')).toBeVisible();
  await expect(carriers).toHaveAttribute('aria-invalid', 'true');
  expect(await pcbOrderCount(page)).toBe(0);

  // Without a carrier the summary has no shipping line; the total is the boards' alone.
  const feeLine = pcbPage.pricePanel.getByRole('term').filter({ hasText: /^Phí vận chuyển/ });
  await expect(feeLine).toHaveCount(0);
  const total = pcbPage.total;
  await expect(total).toHaveText(/\d/);
  const boardsOnly = vnd(await total.textContent());

  const chosen = companies[0]!;
  expect(chosen.payment).toBeGreaterThan(0);
  await carriers.getByRole('radio', { name: new RegExp(`^${escapeRegExp(chosen.name)}`) }).check();
  await expect(carriers).not.toHaveAttribute('aria-invalid', 'true');
  // The carrier's fee is its own line of the summary and part of the total (spec §3 Delivery company payment).
  await expect(feeLine).toHaveText(`Phí vận chuyển (${chosen.name})`);
  const feeValue = pcbPage.priceLine(/^Phí vận chuyển/);
  await expect.poll(async () => vnd(await feeValue.textContent())).toBe(chosen.payment);
  await expect.poll(async () => vnd(await total.textContent())).toBe(boardsOnly + chosen.payment);
  await pcbPage.submitAccepted();
  const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as {
    total: number;
    data: { id: number; transport_id: number | null; shipping_payment: number | null; total: number; delivery_company: { name: string } | null }[];
  };
  expect(orders.total).toBe(1);
  expect(orders.data[0]).toMatchObject({ transport_id: chosen.id, shipping_payment: chosen.payment, total: boardsOnly + chosen.payment, delivery_company: { name: chosen.name } });

  // /pcb-orders names the carrier with its fee beside the order's other facts.
  await pcbOrdersPage.goto();
  const order = pcbOrdersPage.orders;
  await expect(pcbOrdersPage.term(order, 'Đơn vị vận chuyển quốc tế')).toBeVisible();
  const carrierFact = order.getByRole('definition').filter({ hasText: chosen.name });
  await expect(carrierFact).toHaveText(new RegExp(`^${escapeRegExp(chosen.name)} · `));
  expect(vnd((await carrierFact.textContent())!.slice(chosen.name.length))).toBe(chosen.payment);
  await expect(pcbOrdersPage.term(order, /^Phí vận chuyển$/)).toBeVisible();
  const orderTotal = pcbOrdersPage.amount(order, 'Tổng cộng');
  await expect(orderTotal).toHaveText(/\d/);
  expect(vnd(await orderTotal.textContent())).toBe(boardsOnly + chosen.payment);

  // Staff see the carrier's fee in the back office too, and the configuration in English there.
  await adminPcbOrder.goto(orders.data[0]!.id);
  await expect(adminPcbOrder.configurationTerm(`Phí vận chuyển (${chosen.name})`)).toBeVisible();
  await expect(adminPcbOrder.configurationTerm('Độ dày bo')).toBeVisible();
  await adminPcbOrder.page.goto('/lang/en');
  await adminPcbOrder.goto(orders.data[0]!.id);
  await expect(adminPcbOrder.configurationTerm('Board thickness', 'PCB configuration')).toBeVisible();
  await expect(adminPcbOrder.configurationTerm(`Shipping (${chosen.name})`, 'PCB configuration')).toBeVisible();
});

test('delivery: the saved delivery and payment choice fills a fresh quote form', async ({ page, pcbPage }) => {
  await signUp(page);
  await pcbPage.goto();
  await expect(pcbPage.deliveryMethod('Chuyển phát nhanh')).toBeChecked();
  await expect(pcbPage.paymentMethod('Thanh toán khi nhận hàng (COD)')).toBeChecked();

  let saved = pcbPage.savedOption();
  await pcbPage.deliveryMethod('Xe máy', { exact: true }).check();
  await saved;
  saved = pcbPage.savedOption();
  await pcbPage.paymentMethod('Chuyển khoản ngân hàng').check();
  await saved;

  // A fresh form on another visit (no draft in the address) opens with the saved choice.
  await pcbPage.goto('stencil');
  await expect(pcbPage.deliveryMethod('Xe máy', { exact: true })).toBeChecked();
  await expect(pcbPage.paymentMethod('Chuyển khoản ngân hàng')).toBeChecked();
  await pcbPage.goto();
  await expect(pcbPage.deliveryMethod('Xe máy', { exact: true })).toBeChecked();
});

interface QuoteContext {
  addresses: { id: number; text: string; locations: { level: number; payment: number }[] }[];
  cod_payment: number;
}

/** The delivery fee of the customer's default address (its deepest location level) and the shop's COD fee, as GET /v1/pcb-quotes/quote-method gives them. */
async function homeFees(page: Page): Promise<{ fee: number; cod: number }> {
  const context = (await (await page.request.get('/v1/pcb-quotes/quote-method')).json()) as QuoteContext;
  const deepest = [...context.addresses[0]!.locations].sort((a, b) => b.level - a.level)[0]!;
  return { fee: deepest.payment, cod: context.cod_payment };
}

test('assembly: the quantity answer follows the boards typed; "from 200 boards" cannot be had with 20', async ({ page, pcbPage }) => {
  await pcbPage.goto('assembly');
  const quantity = page.getByRole('textbox', { name: 'Số lượng bo', exact: true });
  const answers = pcbPage.group('Số lượng bo (bắt buộc)');
  // The form opens with 5 boards: the 1–9 answer is chosen for the customer.
  await expect(answers.getByRole('button', { name: '1–9 bo' })).toHaveAttribute('aria-pressed', 'true');
  await quantity.fill('20');
  await expect(answers.getByRole('button', { name: '10–49 bo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answers.getByRole('button', { name: 'Từ 200 bo' })).toBeDisabled();
  await expect(answers.getByRole('button', { name: '1–9 bo' })).toBeDisabled();
  await quantity.fill('250');
  await expect(answers.getByRole('button', { name: 'Từ 200 bo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answers.getByRole('button', { name: '10–49 bo' })).toBeDisabled();
});

test('Vietnam: the delivery fee of the customer’s address and COD are lines of the total, sent and stored with the quote', async ({ page, pcbPage, pcbOrdersPage }) => {
  await signUp(page);
  await addVietnameseAddress(page.request);
  const { fee, cod } = await homeFees(page);
  expect(fee).toBeGreaterThan(0);
  expect(cod).toBeGreaterThan(0);
  await pcbPage.goto('', '?width=60&height=50&quantity=10');
  const addresses = pcbPage.addresses;
  await expect(addresses.getByRole('radio')).toHaveCount(1);
  await expect(addresses.getByRole('radio')).toBeChecked();
  await expect.poll(async () => vnd(await pcbPage.priceLine('Phí giao hàng').textContent())).toBe(fee);
  await expect.poll(async () => vnd(await pcbPage.priceLine('Phí thu hộ (COD)').textContent())).toBe(cod);
  const total = pcbPage.total;
  const withFees = vnd(await total.textContent());

  // Paid by bank transfer: no COD; collected at the shop: no fee either.
  await pcbPage.paymentMethod('Chuyển khoản ngân hàng').check();
  await expect(pcbPage.priceLine('Phí thu hộ (COD)')).toHaveCount(0);
  await expect.poll(async () => vnd(await total.textContent())).toBe(withFees - cod);
  await pcbPage.deliveryMethod('Nhận tại cửa hàng').check();
  await expect(pcbPage.priceLine('Phí giao hàng')).toHaveCount(0);
  await expect.poll(async () => vnd(await total.textContent())).toBe(withFees - cod - fee);

  // Delivered cash on delivery again, and sent: the order keeps both fees in its total.
  await pcbPage.deliveryMethod('Chuyển phát nhanh').check();
  await pcbPage.paymentMethod('Thanh toán khi nhận hàng (COD)').check();
  await expect.poll(async () => vnd(await total.textContent())).toBe(withFees);
  await attachZip(pcbPage);
  await pcbPage.submitAccepted();
  const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { shipping_payment: number; cod_payment: number; total: number; address: string }[] };
  expect(orders.data[0]).toMatchObject({ shipping_payment: fee, cod_payment: cod, total: withFees });
  expect(orders.data[0]!.address).toContain('12 Phố Đội Cấn');

  await pcbOrdersPage.goto();
  const order = pcbOrdersPage.orders;
  expect(vnd(await pcbOrdersPage.amount(order, 'Phí giao hàng').textContent())).toBe(fee);
  expect(vnd(await pcbOrdersPage.amount(order, 'Phí thu hộ (COD)').textContent())).toBe(cod);
  expect(vnd(await pcbOrdersPage.amount(order, 'Tổng cộng').textContent())).toBe(withFees);
});

test('Vietnam: a delivery without an address asks for one before sending (please_select_address)', async ({ page, pcbPage }) => {
  await signUp(page);
  await pcbPage.goto();
  const panel = pcbPage.deliveryPanel;
  await expect(panel.getByRole('link', { name: 'Thêm địa chỉ giao hàng' })).toHaveAttribute('href', /^\/user\/delivery-addresses\/new\?return=%2Fpcb/);
  await attachZip(pcbPage);
  await pcbPage.submit.click();
  await expect(pcbPage.alert('Vui lòng chọn địa chỉ giao hàng')).toBeVisible();
  await expect(panel.getByText('Vui lòng chọn địa chỉ giao hàng (hoặc thêm một địa chỉ) để tính phí giao hàng.')).toBeVisible();
  expect(await pcbOrderCount(page)).toBe(0);
});

// The price that changes is a stencil size of this test's own (e2e/support/shop-database.ts
// addStencilSize): no other quote is priced from it, so whatever runs beside this test, or after it
// if it stops half way, is priced from the tables as seeded.
test('a price changed since the page priced the quote: the customer reads it in words with the new price, never the server’s values', async ({ page, pcbPage }) => {
  const sizeName = `E2E ${Date.now() % 100_000} × 40 mm`;
  const sizeId = await addStencilSize(sizeName, 300_000);
  try {
    await signUp(page);
    await addVietnameseAddress(page.request);
    const { fee, cod } = await homeFees(page);
    await pcbPage.goto('stencil');
    await pcbPage.stencilSize().selectOption(String(sizeId));
    const total = pcbPage.total;
    await expect(total).not.toHaveText(/^0/);
    // Priced once the address's delivery fee and COD have joined the stencil's price.
    await expect.poll(async () => vnd(await total.textContent())).toBe(300_000 + fee + cod);
    const before = vnd(await total.textContent());
    await attachZip(pcbPage);
    await setStencilSizePrice(sizeId, 301_000);
    await pcbPage.submit.click();
    const alert = pcbPage.alert('Giá đã thay đổi, đây là giá mới');
    await expect(alert).toBeVisible();
    // The page fetched the prices again: the panel and the message show the new total.
    await expect.poll(async () => vnd(await total.textContent())).toBeGreaterThan(before);
    await expect.poll(async () => vnd(await total.textContent())).toBe(301_000 + fee + cod);
    const after = vnd(await total.textContent());
    await expect.poll(async () => vnd(await alert.locator('strong').textContent())).toBe(after);
    await expect(page.getByText(/pcb_unit_price|sent \d+, expected/)).toHaveCount(0);
    expect(await pcbOrderCount(page)).toBe(0);
    // Sent again at the new price, it is accepted.
    await pcbPage.submitAccepted();
    const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { total: number }[] };
    expect(orders.data[0]!.total).toBe(after);
  } finally {
    await removeStencilSize(sizeId);
  }
});

test('a custom quote: staff price it in /admin, the customer is notified, sees the price on /pcb-orders and accepts it', async ({ page, pcbPage, pcbOrdersPage, adminPcbOrder }) => {
  await signUp(page);
  await addVietnameseAddress(page.request);
  const { fee, cod } = await homeFees(page);
  await pcbPage.goto('custom');
  await pcbPage.radio(/PCB mạch dẻo/).check();
  await page.getByRole('textbox', { name: /^Mô tả yêu cầu/ }).fill('Flex 2 lớp, 40 × 20 mm, 50 bo');
  await pcbPage.submitAccepted();
  const sent = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { id: number; total: number; status: string }[] };
  const id = sent.data[0]!.id;
  expect(sent.data[0]).toMatchObject({ total: 0, status: 'new' });

  // Customers cannot price a quote, not even their own.
  const refused = await page.request.post(`/v1/admin/orders/pcb/${id}/quote`, { headers: await mutationHeaders(page.request), data: { price: 1000, lead_days: 1 } });
  expect(refused.status()).toBe(403);

  await adminPcbOrder.goto(id);
  const form = adminPcbOrder.quoteForm;
  await form.price.fill('500');
  await form.send.click();
  await expect(form.region.getByText('Nhập giá bằng số nguyên từ 1.000 đ đến 10.000.000.000 đ.')).toBeVisible();
  await expect(form.price).toBeFocused();
  await form.price.fill('2.400.000');
  await form.leadDays.fill('7');
  await form.message.fill('Giá đã gồm test điện 100 %.');
  await form.send.click();
  await expect(adminPcbOrder.status('Đã gửi báo giá')).toBeFocused();
  await expect(adminPcbOrder.region('Lịch sử trạng thái')).toContainText('Giá đã gồm test điện 100 %.');

  // The customer was notified in the app, and reads the price, the lead time and the note.
  const notes = (await (await page.request.get('/v1/notifications')).json()) as { data: { title: string; content: string | null; url: string | null }[] };
  expect(notes.data[0]).toMatchObject({ title: `Đơn hàng PCB${String(id).padStart(6, '0')}: Đã báo giá`, content: 'Giá đã gồm test điện 100 %.', url: '/pcb-orders' });
  await pcbOrdersPage.goto();
  const order = pcbOrdersPage.orders;
  await expect(order).toContainText('Đã báo giá — chờ bạn trả lời');
  await expect(order.getByRole('blockquote')).toContainText('Giá đã gồm test điện 100 %.');
  expect(vnd(await pcbOrdersPage.amount(order, 'Tổng cộng').textContent())).toBe(2_400_000 + fee + cod);
  await order.getByRole('button', { name: 'Đồng ý và đặt hàng' }).click();
  await expect(order.getByRole('status').filter({ hasText: 'Bạn đã đồng ý báo giá' })).toBeFocused();
  await expect(order).toContainText('Đã xác nhận');
  const accepted = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { status: string; total: number }[] };
  expect(accepted.data[0]).toMatchObject({ status: 'confirmed', total: 2_400_000 + fee + cod });

  // The price is fixed now: the back office no longer offers the pricing form.
  await adminPcbOrder.page.reload();
  await expect(adminPcbOrder.heading(id)).toBeVisible();
  await expect(form.region).toHaveCount(0);
});

// A paid PCB order that the shop cancels owes a refund; /pcb-orders shows it as
// /orders does (client/ui/refund-state.tsx): on its way, then back with when.
test('a cancelled paid PCB order: /pcb-orders shows the refund on its way, then refunded', async ({ page, staff, pcbOrdersPage }) => {
  const email = await registerAccount(page.request, 'pcb-refund', 'Nguyễn Kỹ Sư');
  // A fabrication quote paid by bank transfer, written as the shop stores it (its pricing is not the point here).
  await changeShopData(
    `insert into pcb_orders (user_id, kind, property_selected, properties, width, height, quantity, total, delivery_method, payment_method, created_at, updated_at)
     select id, 'fabrication', '[]', '[]', 60, 50, 10, 1200000, 2, 2, now(), now() from users where email = $1`,
    [email],
  );
  const id = ((await (await page.request.get('/v1/pcb-orders')).json()) as { data: { id: number }[] }).data[0]!.id;

  const headers = await mutationHeaders(staff.request);
  expect((await staff.request.post(`/v1/admin/orders/pcb/${id}/mark-paid`, { headers, data: {} })).ok()).toBe(true);
  await pcbOrdersPage.goto();
  const order = pcbOrdersPage.orders;
  // The money's pill sits beside the status in the card's head (the history below names "Đã thanh toán" too).
  const head = order.getByRole('heading', { level: 2 }).locator('..');
  await expect(head).toContainText('Đã thanh toán');

  const cancelled = await staff.request.post(`/v1/admin/orders/pcb/${id}/status`, { headers, data: { status: 'cancelled', refund_confirmed: true, note: 'Không sản xuất được' } });
  expect(cancelled.ok()).toBe(true);
  await page.reload();
  await expect(head).toContainText('Đang hoàn tiền');
  await expect(order.getByRole('status')).toHaveText('Hoàn tiền: cửa hàng sẽ hoàn lại cho bạn 1.200.000 đ và liên hệ với bạn để chuyển trả.');

  expect((await staff.request.post(`/v1/admin/orders/pcb/${id}/refund/mark-refunded`, { headers, data: { note: 'CK hoàn tiền' } })).ok()).toBe(true);
  await page.reload();
  await expect(head).toContainText('Đã hoàn tiền');
  await expect(order.getByRole('status')).toContainText(/Hoàn tiền: đã hoàn 1\.200\.000 đ lúc .+\./);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the total stays at the bottom, its button jumps to the price panel; it leaves while typing; the tabs show they scroll', async ({ page, pcbPage }) => {
    await pcbPage.goto('', '?width=100&height=80&quantity=10');
    const bar = pcbPage.phoneSummary;
    const total = pcbPage.total;
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();
    await expect.poll(async () => vnd(await bar.textContent())).toBe(vnd(await total.textContent()));
    const panel = pcbPage.pricePanel;
    expect((await panel.boundingBox())!.y).toBeGreaterThan(2000);

    // Typing in a field: the summary gets out of the keyboard's way.
    const width = pcbPage.width;
    await width.focus();
    await expect(bar).toBeHidden();
    await width.blur();
    await expect(bar).toBeVisible();

    await bar.getByRole('button', { name: 'Xem và gửi báo giá' }).click();
    await expect(pcbPage.submit).toBeFocused();
    await expect(panel).toBeInViewport();
    await expect(bar).toBeHidden();

    // The tabs are cut at 390 px: a fade says more are to the right; the current one is never cut off.
    const tabs = pcbPage.tabs;
    const frame = tabs.locator('xpath=..');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(frame).toHaveAttribute('data-more-end', 'true');
    await expect(frame).not.toHaveAttribute('data-more-start');
    await new PcbDraftsPage(page).goto();
    await expect(tabs.getByRole('link', { name: 'Bản nháp của tôi' })).toHaveAttribute('aria-current', 'page');
    await expect(frame).toHaveAttribute('data-more-start', 'true');
    // Wholly inside the row (the smooth scroll has settled once the box stops moving).
    const current = tabs.getByRole('link', { name: 'Bản nháp của tôi' });
    await expect
      .poll(async () => {
        const [tab, row] = [await current.boundingBox(), await tabs.boundingBox()];
        return tab !== null && row !== null && tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1;
      })
      .toBe(true);
  });
});
