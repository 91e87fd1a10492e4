import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Staff keep the groups of the floating support widget on /admin/supporters (spec §3 Support
// group): add one (refused without a name, the message beside the input), rename it, move it; a
// group that still has supporters is not deleted (the server's 409 said in words); an empty one is.
// A shopper's widget (GET /v1/supports) shows the group under its new name.

test.beforeEach(() => test.slow());

/** What a shopper's widget shows under the Skype channel, in a browser of their own. */
async function shopperSkypeGroups(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Hỗ trợ trực tuyến' }).click();
  const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
  await panel.getByRole('button', { name: 'Skype' }).click();
  await expect(panel.getByRole('link', { name: /Nguyễn Thu Hà/ })).toBeVisible();
  const names = await panel.getByRole('heading', { level: 3 }).allTextContents();
  await context.close();
  return names;
}

test('staff add, rename and move a support group, cannot delete it while it has a supporter, then delete it empty; the shopper’s widget shows the new name', async ({ staff, browser }) => {
  await staff.goto('/admin/supporters');
  const section = staff.getByRole('region', { name: 'Nhóm hỗ trợ' });
  await expect(section).toBeVisible();
  const groups = section.getByRole('list', { name: 'Nhóm hỗ trợ' });
  await expect(groups.getByRole('listitem').filter({ hasText: 'Tư vấn bán hàng' })).toContainText(/\d+ người hỗ trợ/);

  await section.getByRole('button', { name: 'Thêm nhóm' }).click();
  const form = section.getByRole('form', { name: 'Nhóm mới' });
  const name = form.getByRole('textbox', { name: 'Tên (tiếng Việt)' });
  await expect(name).toBeFocused();
  await form.getByRole('textbox', { name: 'Thứ tự' }).fill('abc');
  await form.getByRole('button', { name: 'Lưu nhóm' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Thứ tự' })).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Hỗ trợ lắp ráp');
  await form.getByRole('textbox', { name: 'Tên (tiếng Anh)' }).fill('Assembly help');
  await form.getByRole('textbox', { name: 'Thứ tự' }).fill('9000');
  await form.getByRole('button', { name: 'Lưu nhóm' }).click();
  await expect(form).toHaveCount(0);
  const row = groups.getByRole('listitem').filter({ hasText: 'Hỗ trợ lắp ráp' });
  await expect(row).toContainText('Assembly help');
  await expect(row).toContainText('Thứ tự 9000');
  await expect(row).toContainText('Chưa có người hỗ trợ');

  // The supporter form offers the new group at once.
  await staff.getByRole('button', { name: 'Thêm người hỗ trợ' }).click();
  const supporter = staff.getByRole('form', { name: 'Người hỗ trợ mới' });
  await supporter.getByRole('combobox', { name: 'Nhóm', exact: true }).selectOption({ label: 'Hỗ trợ lắp ráp' });
  await supporter.getByRole('textbox', { name: 'Tên hiển thị' }).fill('Phan Minh Khoa');
  await supporter.getByRole('textbox', { name: 'Skype' }).fill('live:khoa.smt');
  await supporter.getByRole('button', { name: 'Lưu người hỗ trợ' }).click();
  await expect(supporter).toHaveCount(0);
  await expect(row).toContainText('1 người hỗ trợ');

  await row.getByRole('button', { name: 'Sửa nhóm: Hỗ trợ lắp ráp' }).click();
  const edit = section.getByRole('form', { name: 'Sửa nhóm' });
  await expect(edit.getByRole('textbox', { name: 'Thứ tự' })).toHaveValue('9000');
  await edit.getByRole('textbox', { name: 'Tên (tiếng Việt)' }).fill('Lắp ráp và hàn linh kiện');
  await edit.getByRole('textbox', { name: 'Thứ tự' }).fill('9001');
  await edit.getByRole('button', { name: 'Lưu nhóm' }).click();
  await expect(edit).toHaveCount(0);
  const renamed = groups.getByRole('listitem').filter({ hasText: 'Lắp ráp và hàn linh kiện' });
  await expect(renamed).toContainText('Thứ tự 9001');
  await expect(groups.getByRole('listitem').filter({ hasText: 'Hỗ trợ lắp ráp' })).toHaveCount(0);
  await expect(staff.getByRole('list', { name: 'Người hỗ trợ' }).getByRole('listitem').filter({ hasText: 'Phan Minh Khoa' })).toContainText('Lắp ráp và hàn linh kiện');

  const widgetGroups = await shopperSkypeGroups(browser);
  expect(widgetGroups).toContain('Lắp ráp và hàn linh kiện');
  expect(widgetGroups).not.toContain('Hỗ trợ lắp ráp');

  await renamed.getByRole('button', { name: 'Xóa nhóm: Lắp ráp và hàn linh kiện' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa nhóm hỗ trợ' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(section.getByRole('alert')).toContainText('Nhóm này vẫn còn người hỗ trợ');
  await expect(renamed).toBeVisible();

  await staff.getByRole('list', { name: 'Người hỗ trợ' }).getByRole('button', { name: 'Xóa: Phan Minh Khoa' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa người hỗ trợ' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(renamed).toContainText('Chưa có người hỗ trợ');
  await renamed.getByRole('button', { name: 'Xóa nhóm: Lắp ráp và hàn linh kiện' }).click();
  await staff.getByRole('alertdialog', { name: 'Xóa nhóm hỗ trợ' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByRole('status')).toContainText('Đã xóa nhóm Lắp ráp và hàn linh kiện.');
});
