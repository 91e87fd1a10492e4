import { expect, test, type Page } from '@playwright/test';

// Opening /pcb from the navigation showed a blank 100 × 100
// form while a draft existed. The page now offers the last draft of that form: continue it, or
// start a new one.

const width = (page: Page) => page.getByRole('textbox', { name: 'Chiều rộng X (mm)' });
const height = (page: Page) => page.getByRole('textbox', { name: 'Chiều dài Y (mm)' });
const prompt = (page: Page) => page.getByRole('region', { name: 'Tiếp tục bản nháp gần nhất?' });

async function openPcbFromTheMenu(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Báo giá PCB', exact: true }).first().click();
  // The form writes its size into the address as it opens (spec §2).
  await expect(page).toHaveURL(/\/pcb(\?|$)/);
}

test('opening /pcb from the menu offers the last draft: continue it or start a new form', async ({ page }) => {
  // No draft yet: the form opens at once, no question asked.
  await openPcbFromTheMenu(page);
  await expect(width(page)).toHaveValue('100');
  await expect(prompt(page)).toHaveCount(0);

  await width(page).fill('62');
  await height(page).fill('48');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  const draftId = new URL(page.url()).searchParams.get('draft');
  // Saved (the autosave writes a moment after the last key; leaving for another tab writes at once).
  await page.getByRole('link', { name: 'Bản nháp của tôi' }).click();
  const drafts = page.getByRole('list', { name: 'Bản nháp' }).getByRole('listitem');
  await expect(drafts.first()).toContainText('62 × 48 mm');

  await openPcbFromTheMenu(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText('62 × 48 mm');
  await prompt(page).getByRole('button', { name: 'Tiếp tục bản nháp' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(width(page)).toHaveValue('62');
  await expect(height(page)).toHaveValue('48');
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
  // The reopened draft keeps saving into itself, not into a new one; a change made just before
  // leaving for another tab is saved too.
  await width(page).fill('64');
  await expect(page).toHaveURL(/width=64/);
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
  await page.getByRole('link', { name: 'Bản nháp của tôi' }).click();
  await expect(drafts).toHaveCount(1);
  await expect(drafts.first()).toContainText('64 × 48 mm');

  await openPcbFromTheMenu(page);
  await expect(prompt(page)).toContainText('64 × 48 mm');
  await prompt(page).getByRole('button', { name: 'Bắt đầu mới' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect(width(page)).toHaveValue('100');
  await expect(width(page)).toBeFocused();
  await width(page).fill('30');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  expect(new URL(page.url()).searchParams.get('draft')).not.toBe(draftId);

  // Both drafts are kept; the prompt now offers the newest.
  await page.getByRole('link', { name: 'Bản nháp của tôi' }).click();
  await expect(drafts).toHaveCount(2);
  await openPcbFromTheMenu(page);
  await expect(prompt(page)).toContainText('30 × 100 mm');
});

test('a link with its own size opens that size, without asking about the draft', async ({ page }) => {
  await page.goto('/pcb');
  await width(page).fill('70');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  await page.goto('/pcb?width=20&height=20&quantity=5');
  await expect(width(page)).toHaveValue('20');
  await expect(prompt(page)).toHaveCount(0);
});
