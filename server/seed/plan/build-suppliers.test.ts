import { describe, expect, test } from 'vitest';
import { buildSuppliers } from './build-suppliers.ts';
import { rawPart } from '#shared/catalog-plan/raw-part-fixture.ts';

describe('suppliers', () => {
  test('spellings differing in case, spacing or diacritics are one supplier', () => {
    const parts = [
      rawPart({ manufacturer: 'Wurth Elektronik' }),
      rawPart({ manufacturer: 'Wurth Elektronik' }),
      rawPart({ manufacturer: 'würth Elektronik' }),
      rawPart({ manufacturer: 'Fh (guangdong Fenghua Advanced tech)' }),
      rawPart({ manufacturer: 'fh(guangdong Fenghua Advanced tech)' }),
    ];
    const { suppliers, supplierKeyByManufacturer } = buildSuppliers(parts);
    expect(suppliers.map((supplier) => supplier.name)).toEqual([
      'Fh (guangdong Fenghua Advanced tech)',
      'Wurth Elektronik',
    ]);
    expect(supplierKeyByManufacturer.get('würth Elektronik')).toBe('wurth-elektronik');
    expect(supplierKeyByManufacturer.get('fh(guangdong Fenghua Advanced tech)')).toBe('fh-guangdong-fenghua-advanced-tech');
  });

  test('an unknown brand ("--") becomes Generic', () => {
    const { suppliers, supplierKeyByManufacturer } = buildSuppliers([rawPart({ manufacturer: '--' })]);
    expect(suppliers).toEqual([{ key: 'generic', name: 'Generic', slug: 'generic' }]);
    expect(supplierKeyByManufacturer.get('--')).toBe('generic');
  });
});
