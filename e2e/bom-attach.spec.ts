import { strToU8, zipSync } from 'fflate';
import { expect, type Page } from '@playwright/test';
import { addVietnameseAddress, registerAccount } from './support/api.ts';
import { test } from './support/fixtures.ts';

// A BOM saved in the account and attached to a PCB assembly quote is linked to the order
// (bom_id): the customer sees it on /pcb-orders, staff see it on the order with its lines.

const fixture = (name: string) => new URL(`../shared/bom/fixtures/${name}`, import.meta.url).pathname;
const lines = (page: Page) => page.getByRole('list', { name: 'Các dòng BOM' }).getByRole('listitem');

test('a saved BOM attached to an assembly quote: the order keeps it, /pcb-orders names it, staff read its lines', async ({ page, pcbOrdersPage, adminPcbOrder }) => {
  await registerAccount(page.request, 'bom.attach', 'Đỗ Liên Kết');
  await addVietnameseAddress(page.request);
  await page.goto('/bom');
  await page.getByLabel('chọn tệp').setInputFiles(fixture('kicad.csv'));
  await expect(page.getByRole('heading', { name: '3. Kết quả: kicad' })).toBeVisible();
  await expect(lines(page).first()).toContainText('Khớp chính xác');

  // Only on this device: attaching would copy the parts into the note, and the page says so.
  await expect(page.getByText('Lưu vào tài khoản để liên kết BOM này với báo giá lắp ráp', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Lưu vào tài khoản' }).click();
  await expect(page.getByText('Đã lưu BOM vào tài khoản của bạn.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('BOM đã lưu trong tài khoản: báo giá lắp ráp sẽ được liên kết với BOM này.')).toBeVisible();
  const saved = (await (await page.request.get('/v1/boms')).json()) as { data: { id: number; name: string }[] };
  expect(saved.data).toHaveLength(1);

  await page.getByRole('button', { name: 'Gắn vào báo giá lắp ráp PCB' }).click();
  await expect(page).toHaveURL(/\/pcb\/assembly\?draft=[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('kicad');
  const outline = 'G04 outline*\n%FSLAX46Y46*%\n%MOMM*%\nX0Y0D02*\nX60000000Y0D01*\nM02*\n';
  await page.getByLabel('Tệp thiết kế (Gerber)').setInputFiles({ name: 'sensor.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'board-Edge_Cuts.gbr': strToU8(outline) }, { level: 0 })) });
  for (const [group, answer] of [
    ['Loại linh kiện (bắt buộc)', 'Chỉ SMD'],
    ['Số mặt lắp ráp (bắt buộc)', '1 mặt'],
    ['Nguồn linh kiện (bắt buộc)', 'Khách cung cấp'],
  ] as const) {
    await page.getByRole('group', { name: group }).getByRole('button', { name: answer }).click();
  }
  await page.getByRole('combobox', { name: 'Số linh kiện mỗi bo (bắt buộc)' }).selectOption({ label: 'Dưới 50' });
  await page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
  await expect(page).toHaveURL('/', { timeout: 15_000 });

  const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { id: number; bom: { id: number; name: string; line_count: number } | null }[] };
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]!.bom).toEqual({ id: saved.data[0]!.id, name: 'kicad', line_count: 8 });

  await pcbOrdersPage.goto();
  const order = pcbOrdersPage.orders;
  await expect(order.getByRole('term').filter({ hasText: 'BOM đính kèm' })).toBeVisible();
  await expect(order.getByRole('definition').filter({ hasText: 'kicad · 8 dòng' })).toBeVisible();

  await adminPcbOrder.goto(orders.data[0]!.id);
  const staff = adminPcbOrder.page;
  const bom = staff.getByRole('definition').filter({ hasText: 'kicad · 8 dòng' });
  await expect(bom).toBeVisible();
  await staff.getByText('Xem các dòng của BOM').click();
  const bomLines = staff.getByRole('list', { name: 'Các dòng của BOM kicad' }).getByRole('listitem');
  await expect(bomLines).toHaveCount(8);
  await expect(bomLines.first()).toContainText('C1, C2, C3, C4 × 4');
  await expect(bomLines.filter({ hasText: 'TYPE-C-31-M-12' })).toHaveCount(1);
});
