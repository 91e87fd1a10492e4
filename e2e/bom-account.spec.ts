import { strToU8, zipSync } from 'fflate';
import { expect, type Page } from '@playwright/test';
import type { BomMatchResponse } from '#shared/bom/schemas.ts';
import { addVietnameseAddress, registerAccount } from './support/api.ts';
import { test } from './support/fixtures.ts';

// The BOM tool beyond the cart: a signed-in user's BOMs kept in the account (save, list, rename,
// open, delete), the "request sourcing" action for the lines the shop does not sell, and a BOM
// attached to a PCB assembly quote that reaches the shop with its parts.

const fixture = (name: string) => new URL(`../shared/bom/fixtures/${name}`, import.meta.url).pathname;
const lines = (page: Page) => page.getByRole('list', { name: 'Các dòng BOM' }).getByRole('listitem');

async function openKicadBom(page: Page): Promise<BomMatchResponse> {
  await page.goto('/bom');
  const matched = page.waitForResponse((response) => response.url().endsWith('/v1/bom/match') && response.status() === 200);
  await page.getByLabel('chọn tệp').setInputFiles(fixture('kicad.csv'));
  await expect(page.getByRole('heading', { name: '3. Kết quả: kicad' })).toBeVisible();
  const answer = (await (await matched).json()) as BomMatchResponse;
  await expect(lines(page).first()).toContainText('Khớp chính xác');
  return answer;
}

test('signed in: a BOM saved to the account (offline too, through the outbox) is listed, renamed, reopened with its choices after a reload, and deleted', async ({ page }) => {
  await registerAccount(page.request, 'bom.saved', 'Lê Kỹ Thuật');
  const match = await openKicadBom(page);
  const account = page.getByRole('region', { name: 'BOM đã lưu trong tài khoản' });
  await expect(account).toContainText('Chưa có BOM nào.');

  // The user's own pick on a line the matcher offered alternatives for is saved with the BOM.
  const withAlternative = match.lines.find((row) => row.alternatives.some((product) => product.id !== row.product?.id));
  expect(withAlternative, 'the KiCad fixture has a line with alternatives').toBeDefined();
  const picked = String(withAlternative!.alternatives.find((product) => product.id !== withAlternative!.product?.id)!.id);
  const pickedLine = lines(page).nth(withAlternative!.index);
  const choice = pickedLine.getByRole('combobox', { name: 'Chọn linh kiện' });
  await choice.selectOption(picked);
  await expect(pickedLine).toContainText('Bạn đã chọn');
  await page.getByRole('spinbutton', { name: 'Số bo mạch' }).fill('12');
  // Saved at the bench without a network: the outbox keeps it and sends it when the network returns.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Lưu vào tài khoản' }).click();
  await expect(page.getByText('Đang lưu vào tài khoản… (ngoại tuyến: BOM sẽ được lưu khi có mạng)')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Đã lưu BOM vào tài khoản của bạn.')).toBeVisible({ timeout: 15_000 });
  const saved = account.getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('kicad');
  await expect(saved).toContainText('8 dòng · 12 bo');

  await test.step('rename in place', async () => {
    await account.getByRole('button', { name: 'Đổi tên kicad' }).click();
    await account.getByRole('textbox', { name: 'Tên mới' }).fill('Bo cảm biến v2');
    await account.getByRole('button', { name: 'Lưu tên' }).click();
    await expect(saved).toContainText('Bo cảm biến v2');
  });

  await test.step('after a reload, opening it brings back its lines and board count', async () => {
    await page.reload();
    await account.getByRole('button', { name: 'Mở Bo cảm biến v2' }).click();
    await expect(page.getByRole('heading', { name: '3. Kết quả: Bo cảm biến v2' })).toBeVisible();
    await expect(lines(page)).toHaveCount(8);
    await expect(page.getByRole('spinbutton', { name: 'Số bo mạch' })).toHaveValue('12');
    await expect(lines(page).first()).toContainText('cần 48');
    await expect(lines(page).first()).toContainText('Khớp chính xác');
    await expect(pickedLine).toContainText('Bạn đã chọn');
    await expect(choice).toHaveValue(picked);
    // Opened from the account, it is linked to an assembly quote it is attached to.
    await expect(page.getByText('BOM đã lưu trong tài khoản: báo giá lắp ráp sẽ được liên kết với BOM này.')).toBeVisible();
  });

  await test.step('another account does not see it', async () => {
    const other = await page.context().browser()!.newContext();
    const stranger = await other.newPage();
    await registerAccount(stranger.request, 'bom.other');
    const list = (await (await stranger.request.get('/v1/boms')).json()) as { total: number };
    expect(list.total).toBe(0);
    await other.close();
  });

  await test.step('delete after the shop’s own confirmation', async () => {
    await account.getByRole('button', { name: 'Xóa Bo cảm biến v2 khỏi tài khoản' }).click();
    await page.getByRole('alertdialog', { name: 'Xóa BOM' }).getByRole('button', { name: 'Xóa' }).click();
    await expect(account).toContainText('Chưa có BOM nào.');
    // Deleted, it can no longer be linked: the page says so again.
    await expect(page.getByText('Lưu vào tài khoản để liên kết BOM này với báo giá lắp ráp', { exact: false })).toBeVisible();
    expect(((await (await page.request.get('/v1/boms')).json()) as { total: number }).total).toBe(0);
  });
});

test('a guest sends the lines the shop does not sell as a sourcing request, once; staff read it', async ({ page, staff }) => {
  await openKicadBom(page);
  // A guest is offered the account list by signing in, and comes back here.
  const signIn = page.getByText('để lưu BOM vào tài khoản và mở lại trên mọi thiết bị.');
  await expect(signIn.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login?return_url=%2Fbom');
  await expect(page.getByRole('button', { name: 'Lưu vào tài khoản' })).toHaveCount(0);
  const unmatched = lines(page).filter({ hasText: 'Không có trong danh mục' });
  const count = await unmatched.count();
  expect(count).toBeGreaterThan(0);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/bom/sourcing-requests')) sent.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: `Yêu cầu tìm nguồn cho ${count} dòng` }).click();
  const form = page.getByRole('form', { name: 'Yêu cầu tìm nguồn' });
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(form.getByText('Vui lòng nhập e-mail.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);

  const email = `sourcing.${Date.now()}@example.vn`;
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Ghi chú (không bắt buộc)' }).fill('Cần gấp trong tuần');
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText('Đã gửi yêu cầu tìm nguồn. Shop sẽ liên hệ với bạn qua e-mail.')).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toBe('');

  await staff.goto('/admin/bom-sourcing');
  const request = staff.getByRole('row').filter({ hasText: email });
  await expect(request).toBeVisible();
  await expect(request).toContainText('TYPE-C-31-M-12');
  await expect(request).toContainText('Cần gấp trong tuần');
});

test('a BOM attached to a PCB assembly quote: the form opens with its name, boards and parts, and the quote reaches the shop with them', async ({ page }) => {
  await registerAccount(page.request, 'bom.assembly', 'Phạm Lắp Ráp');
  await addVietnameseAddress(page.request);
  await openKicadBom(page);
  await page.getByRole('spinbutton', { name: 'Số bo mạch' }).fill('5');
  await page.getByRole('button', { name: 'Gắn vào báo giá lắp ráp PCB' }).click();

  await expect(page).toHaveURL(/\/pcb\/assembly\?draft=[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('kicad');
  await expect(page.getByRole('textbox', { name: 'Số lượng bo', exact: true })).toHaveValue('5');
  const note = page.getByRole('textbox', { name: 'Ghi chú' });
  await expect(note).toHaveValue(/^BOM kicad: 5 bo, 8 dòng/);
  await expect(note).toHaveValue(/C1, C2, C3, C4 \| 4 \| CL05B104KO5NNNC \(C1525\)/);
  await expect(note).toHaveValue(/J1 \| 1 \| TYPE-C-31-M-12 .*không có trong danh mục/);

  const outline = 'G04 outline*\n%FSLAX46Y46*%\n%MOMM*%\nX0Y0D02*\nX60000000Y0D01*\nM02*\n';
  await page.getByLabel('Tệp thiết kế (Gerber)').setInputFiles({ name: 'sensor.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'board-Edge_Cuts.gbr': strToU8(outline) }, { level: 0 })) });
  for (const [group, answer] of [
    ['Loại linh kiện (bắt buộc)', 'Chỉ SMD'],
    ['Số mặt lắp ráp (bắt buộc)', '1 mặt'],
    ['Nguồn linh kiện (bắt buộc)', 'Khách cung cấp'],
  ] as const) {
    await page.getByRole('group', { name: group }).getByRole('button', { name: answer }).click();
  }
  await expect(page.getByRole('group', { name: 'Số lượng bo (bắt buộc)' }).getByRole('button', { name: '1–9 bo' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Số linh kiện mỗi bo (bắt buộc)' }).selectOption({ label: 'Dưới 50' });
  await page.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
  await expect(page).toHaveURL('/', { timeout: 15_000 });

  const orders = (await (await page.request.get('/v1/pcb-orders')).json()) as { data: { content: string | null; title?: string | null }[] };
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]!.content).toContain('C1, C2, C3, C4 | 4 | CL05B104KO5NNNC (C1525)');
  expect(orders.data[0]!.content).toContain('TYPE-C-31-M-12');
});
