import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { BomMatchResponse } from '#shared/bom/schemas.ts';
import { serverCartLines, watchGuestSession } from './pages/cart-page.ts';
import { test } from './support/fixtures.ts';

// The BOM tool (/bom): a KiCad export is read in the browser, its columns checked, matched to the
// catalogue, priced for N boards, one line's part chosen by hand, and every selected line bought
// in one step; offline, a parsed BOM is kept on the device and matched when the network returns.

const fixture = (name: string) => new URL(`../shared/bom/fixtures/${name}`, import.meta.url).pathname;
const lines = (page: Page) => page.getByRole('list', { name: 'Các dòng BOM' }).getByRole('listitem');
const line = (page: Page, designators: string) => lines(page).filter({ has: page.getByText(designators, { exact: true }) });

async function buyQuantity(row: Locator): Promise<number> {
  const text = (await row.getByText(/^Mua \d+ ×/).textContent()) ?? '';
  return Number(/^Mua (\d+) ×/.exec(text)?.[1]);
}

test('upload → columns → match → board count → an alternative → all selected lines in the cart, once', async ({ page, request }) => {
  const guest = watchGuestSession(page);
  await page.goto('/bom');
  await expect(page.getByRole('heading', { name: 'Công cụ BOM', level: 1 })).toBeVisible();

  const matched = page.waitForResponse((response) => response.url().endsWith('/v1/bom/match') && response.status() === 200);
  await page.getByLabel('chọn tệp').setInputFiles(fixture('kicad.csv'));
  await expect(page.getByRole('heading', { name: '3. Kết quả: kicad' })).toBeVisible();

  await test.step('the columns were read as KiCad names them, and one can be changed', async () => {
    await expect(page.getByRole('combobox', { name: 'Reference' })).toHaveValue('designators');
    await expect(page.getByRole('combobox', { name: 'LCSC' })).toHaveValue('sku');
    await expect(page.getByRole('combobox', { name: 'Datasheet' })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Datasheet' }).selectOption('description');
    await expect(line(page, 'D1')).toContainText('https://www.onsemi.com/pdf/datasheet/1n4148w-d.pdf');
    await page.getByRole('combobox', { name: 'Datasheet' }).selectOption('');
    await expect(line(page, 'D1')).not.toContainText('onsemi.com');
  });

  expect((await matched).request().postDataJSON()).toMatchObject({ boards: 1 });
  await test.step('each line says how it matched', async () => {
    await expect(line(page, 'C1, C2, C3, C4')).toContainText('Khớp chính xác');
    await expect(line(page, 'C1, C2, C3, C4')).toContainText('C1525');
    await expect(line(page, 'C1, C2, C3, C4').getByRole('link', { name: 'CL05B104KO5NNNC' })).toBeVisible();
    await expect(line(page, 'J1')).toContainText('Không có trong danh mục');
  });

  // The server is asked again for the boards bought, so it ranks candidates by the stock they need.
  const rematched = page.waitForResponse((response) => response.url().endsWith('/v1/bom/match') && response.status() === 200 && (response.request().postDataJSON() as { boards: number }).boards === 25);
  await test.step('more boards re-price at once: 25 boards need 100 capacitors', async () => {
    const totalBefore = await page.getByTestId('bom-total').textContent();
    await page.getByRole('spinbutton', { name: 'Số bo mạch' }).fill('25');
    await expect(line(page, 'C1, C2, C3, C4')).toContainText('cần 100');
    await expect(page.getByTestId('bom-total')).not.toHaveText(totalBefore ?? '');
    expect(await buyQuantity(line(page, 'C1, C2, C3, C4'))).toBeGreaterThanOrEqual(100);
  });

  const match = (await (await rematched).json()) as BomMatchResponse;
  expect(match.lines.find((row) => row.index === 0)?.need_quantity).toBe(100);
  // The user's choice wins: one line is bought as an alternative the matcher offered instead of its
  // own pick (one in stock for 25 boards: the cart sells only what the shop has).
  const alternativeOf = (row: BomMatchResponse['lines'][number]) => row.alternatives.find((product) => product.id !== row.product?.id && product.inventory >= 1000);
  const chosenLine = match.lines.find((row) => row.selected && alternativeOf(row) !== undefined);
  expect(chosenLine, 'the KiCad fixture has a matched line with an alternative').toBeDefined();
  const pickedProduct = alternativeOf(chosenLine!)!;
  const pickedRow = lines(page).nth(chosenLine!.index);
  await test.step('picking an alternative makes it the user’s choice', async () => {
    await pickedRow.getByRole('combobox', { name: 'Chọn linh kiện' }).selectOption(String(pickedProduct.id));
    await expect(pickedRow).toContainText('Bạn đã chọn');
    await expect(pickedRow.getByRole('link', { name: pickedProduct.mpn })).toBeVisible();
    await expect(pickedRow.getByRole('checkbox', { name: 'Thêm vào giỏ' })).toBeChecked();
  });

  await test.step('add all selected lines: the cart holds exactly those lines, sent in one request', async () => {
    const selectedIds = match.lines.filter((row) => row.selected).map((row) => (row.index === chosenLine!.index ? pickedProduct.id : row.product!.id)).sort((a, b) => a - b);
    const expected: { id: number; quantity: number }[] = [];
    for (const row of match.lines) {
      if (!row.selected) continue;
      const id = row.index === chosenLine!.index ? pickedProduct.id : row.product!.id;
      expected.push({ id, quantity: await buyQuantity(lines(page).nth(row.index)) });
    }
    expected.sort((a, b) => a.id - b.id);
    expect(expected.map((row) => row.id)).toEqual(selectedIds);

    const cartWrites: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/v1/carts/set-store/cart')) cartWrites.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Thêm tất cả dòng đã chọn vào giỏ' }).click();
    await expect(page.getByText(`Đã thêm ${expected.length} dòng vào giỏ hàng.`)).toBeVisible();
    await expect.poll(() => guest.current(), { timeout: 15_000 }).not.toBeNull();
    await expect.poll(() => serverCartLines(request, guest.current()!), { timeout: 15_000 }).toEqual(expected);
    expect(cartWrites).toHaveLength(1);
    expect(cartWrites[0]).not.toBe('');
  });
});

test('offline: a BOM parsed and kept on the device reopens after a reload and is matched when the network returns; CSV export', async ({ page, context }) => {
  await page.goto('/bom');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.getByLabel('chọn tệp').setInputFiles(fixture('jlcpcb.csv'));
  await expect(page.getByRole('heading', { name: '3. Kết quả: jlcpcb' })).toBeVisible();
  const waiting = page.getByText('Bạn đang ngoại tuyến. BOM đã được lưu trên thiết bị; việc khớp linh kiện sẽ tự chạy khi có mạng trở lại.');
  await expect(waiting).toBeVisible();
  await expect(lines(page)).toHaveCount(9);

  await page.reload();
  const saved = page.getByRole('region', { name: 'BOM đã lưu trên thiết bị này' });
  await expect(saved).toContainText('jlcpcb');
  await saved.getByRole('button', { name: 'Mở' }).click();
  await expect(page.getByRole('heading', { name: '3. Kết quả: jlcpcb' })).toBeVisible();
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(line(page, 'C1, C2, C3, C4, C5, C6')).toContainText('Khớp chính xác', { timeout: 15_000 });
  await expect(waiting).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('jlcpcb-1.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFKý hiệu,SL / bo,Cần,Mua,')).toBe(true);
  expect(csv).toContain('"C1, C2, C3, C4, C5, C6",6,6,');
  expect(csv).toContain('C1525');
  expect(csv.trim().split('\r\n')).toHaveLength(10);
});
