import { expect, type Page } from '@playwright/test';
import { registerAccount } from './support/api.ts';
import { draftBomId } from './support/device-storage.ts';
import { test } from './support/fixtures.ts';

// The PCB assembly form opened from a BOM saved in the account says which BOM it is linked to
// (name, line count, a link back to /bom), keeps that in its draft on the device (offline too),
// and lets the customer detach it.

const fixture = (name: string) => new URL(`../shared/bom/fixtures/${name}`, import.meta.url).pathname;
const lines = (page: Page) => page.getByRole('list', { name: 'Các dòng BOM' }).getByRole('listitem');

test('the assembly form shows the attached BOM, keeps it in the draft offline, and detaches it', async ({ page, context }) => {
  await registerAccount(page.request, 'bom.linked', 'Lê Gắn Kèm');
  await page.goto('/bom');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await page.getByLabel('chọn tệp').setInputFiles(fixture('kicad.csv'));
  await expect(page.getByRole('heading', { name: '3. Kết quả: kicad' })).toBeVisible();
  await expect(lines(page).first()).toContainText('Khớp chính xác');
  await page.getByRole('button', { name: 'Lưu vào tài khoản' }).click();
  await expect(page.getByText('BOM đã lưu trong tài khoản: báo giá lắp ráp sẽ được liên kết với BOM này.')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Gắn vào báo giá lắp ráp PCB' }).click();
  await expect(page).toHaveURL(/\/pcb\/assembly\?draft=[0-9a-f-]{36}$/);
  const attached = page.getByRole('region', { name: 'BOM đính kèm' });
  await expect(attached).toContainText('kicad · 8 dòng');
  await expect(attached.getByRole('link', { name: 'Mở trang BOM' })).toHaveAttribute('href', '/bom');

  // Offline, the draft on this device still carries the link after a reload.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('kicad');
  await expect(attached).toContainText('kicad · 8 dòng');

  await attached.getByRole('button', { name: 'Gỡ BOM khỏi báo giá' }).click();
  await expect(attached).toHaveCount(0);
  // The parts stay in the note: only the link goes.
  await expect(page.getByRole('textbox', { name: 'Ghi chú' })).toHaveValue(/BOM kicad/);
  const draftId = new URL(page.url()).searchParams.get('draft')!;
  await expect.poll(() => draftBomId(page, draftId)).toBeNull();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('kicad');
  await expect(page.getByRole('region', { name: 'BOM đính kèm' })).toHaveCount(0);
  await context.setOffline(false);
});
