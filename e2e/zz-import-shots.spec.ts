import { expect, test } from './support/fixtures.ts';

const TAG = `SHOT${Date.now().toString(36).toUpperCase()}`;
function file(): Buffer {
  return Buffer.from(
    [
      'lcsc,mpn,manufacturer,group,category,package,description,library,stock,minOrder,priceBreaksUsd,datasheetUrl',
      `${TAG}1,RC0603-${TAG},Yageo,Resistors,Chip Resistor - Surface Mount,0603,10kΩ ±1% 100mW 0603  Chip Resistor - Surface Mount ROHS,base,5000,100,"[[100,0.0012],[1000,0.0008]]",`,
      'C1002,GZ1608D601TF,Sunlord,Filters,Ferrite Beads,0603,450mΩ ±25% 600Ω@100MHz 0603  Ferrite Beads ROHS,base,123,1,"[[1,0.0050],[200,0.0036]]",',
      `${TAG}2,X-${TAG},Yageo,Nhóm lạ,Không có,0603,x,base,abc,1,"[[1,0.1]]",ftp://x`,
    ].join('\n'),
  );
}

for (const width of [1280, 390]) {
  for (const lang of ['vi', 'en']) {
    test(`shots ${width} ${lang}`, async ({ staff }) => {
      test.slow();
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto(`/lang/${lang}`);
      await staff.goto('/admin/products/import');
      await staff.screenshot({ path: `/tmp/shots-import/import-${width}-${lang}-empty.png`, fullPage: true });
      await staff.locator('#import-file-input').setInputFiles({ name: 'parts.csv', mimeType: 'text/csv', buffer: file() });
      await staff.locator('#import-file-input').locator('xpath=ancestor::form').locator('button[type=submit]').click();
      await expect(staff.locator('main dl').first()).toBeVisible();
      await staff.locator('main details summary').first().click();
      await staff.screenshot({ path: `/tmp/shots-import/import-${width}-${lang}-dryrun.png`, fullPage: true });
      await staff.goto('/admin/products');
      await staff.screenshot({ path: `/tmp/shots-import/products-${width}-${lang}.png` });
    });
  }
}
