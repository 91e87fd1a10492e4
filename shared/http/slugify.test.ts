import { describe, expect, test } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  test('removes Vietnamese diacritics, including đ and the horn letters', () => {
    expect(slugify('Điện trở dán SMD')).toBe('dien-tro-dan-smd');
    expect(slugify('Tụ gốm dán MLCC')).toBe('tu-gom-dan-mlcc');
    expect(slugify('Cuộn cảm, cuộn dây')).toBe('cuon-cam-cuon-day');
    expect(slugify('Bước chân ưu đãi Ở ĐÂY')).toBe('buoc-chan-uu-dai-o-day');
  });

  test('spells out electronics symbols and drops ±', () => {
    expect(slugify('10µF')).toBe('10uf');
    expect(slugify('10μF')).toBe('10uf');
    expect(slugify('450mΩ ±25%')).toBe('450mohm-25');
    expect(slugify('±0.1%')).toBe('0-1');
    expect(slugify('π131E31S')).toBe('pi131e31s');
  });

  test('collapses and trims separators', () => {
    expect(slugify('  Microcontrollers (MCU/MPU/SOC)  ')).toBe('microcontrollers-mcu-mpu-soc');
    expect(slugify('--a  __ b--')).toBe('a-b');
    expect(slugify('GZ1608D601TF C1002')).toBe('gz1608d601tf-c1002');
    expect(slugify('--')).toBe('');
  });

  test('only ever yields lowercase ASCII letters, digits and single inner hyphens', () => {
    for (const text of ['Würth Elektronik', 'SMD,P=1.25mm,卧贴', '-40℃~+85℃', 'Năng lượng & Ánh sáng']) {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
