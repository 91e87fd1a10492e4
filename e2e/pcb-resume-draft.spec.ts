import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Opening /pcb from the navigation showed a blank 100 × 100
// form while a draft existed. The page now offers the last draft of that form: continue it, or
// start a new one.

async function openPcbFromTheMenu(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Báo giá PCB', exact: true }).first().click();
  // The form writes its size into the address as it opens (spec §2).
  await expect(page).toHaveURL(/\/pcb(\?|$)/);
}

test('opening /pcb from the menu offers the last draft: continue it or start a new form', async ({ page, pcbPage }) => {
  const { width, height, resumePrompt: prompt } = pcbPage;
  // No draft yet: the form opens at once, no question asked.
  await openPcbFromTheMenu(page);
  await expect(width).toHaveValue('100');
  await expect(prompt).toHaveCount(0);

  await width.fill('62');
  await height.fill('48');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  const draftId = new URL(page.url()).searchParams.get('draft');
  // Saved (the autosave writes a moment after the last key; leaving for another tab writes at once).
  const { drafts } = await pcbPage.openDrafts();
  await expect(drafts.first()).toContainText('62 × 48 mm');

  await openPcbFromTheMenu(page);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('62 × 48 mm');
  await prompt.getByRole('button', { name: 'Tiếp tục bản nháp' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(width).toHaveValue('62');
  await expect(height).toHaveValue('48');
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
  // The reopened draft keeps saving into itself, not into a new one; a change made just before
  // leaving for another tab is saved too.
  await width.fill('64');
  await expect(page).toHaveURL(/width=64/);
  await expect(page).toHaveURL(new RegExp(`draft=${draftId}`));
  await pcbPage.openDrafts();
  await expect(drafts).toHaveCount(1);
  await expect(drafts.first()).toContainText('64 × 48 mm');

  await openPcbFromTheMenu(page);
  await expect(prompt).toContainText('64 × 48 mm');
  await prompt.getByRole('button', { name: 'Bắt đầu mới' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(width).toHaveValue('100');
  await expect(width).toBeFocused();
  await width.fill('30');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  expect(new URL(page.url()).searchParams.get('draft')).not.toBe(draftId);

  // Both drafts are kept; the prompt now offers the newest.
  await pcbPage.openDrafts();
  await expect(drafts).toHaveCount(2);
  await openPcbFromTheMenu(page);
  await expect(prompt).toContainText('30 × 100 mm');
});

test('a link with its own size opens that size, without asking about the draft', async ({ page, pcbPage }) => {
  const { width, resumePrompt: prompt } = pcbPage;
  await page.goto('/pcb');
  await width.fill('70');
  await expect(page).toHaveURL(/draft=[0-9a-f-]{36}/);
  await page.goto('/pcb?width=20&height=20&quantity=5');
  await expect(width).toHaveValue('20');
  await expect(prompt).toHaveCount(0);
});
