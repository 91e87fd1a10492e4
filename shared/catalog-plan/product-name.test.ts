import { describe, expect, test } from 'vitest';
import { partParameters } from './part-parameters.ts';
import { MAX_PRODUCT_NAME_LENGTH, productName } from './product-name.ts';
import { productTypeLabel } from './product-type-labels.ts';
import { rawPart } from './raw-part-fixture.ts';
import type { RawPart } from './catalog-plan-types.ts';

const nameOf = (part: RawPart): string => productName(part, partParameters(part));

describe('product names', () => {
  test('MPN, type, key values, package; no ROHS', () => {
    const bead = rawPart({
      mpn: 'GZ1608D601TF',
      group: 'Filters',
      category: 'Ferrite Beads',
      description: '450mΩ ±25% 600Ω@100MHz 0603  Ferrite Beads ROHS',
    });
    expect(nameOf(bead)).toBe('GZ1608D601TF Ferrite Bead 600Ω@100MHz ±25% 450mΩ 0603');
    const resistor = rawPart({ mpn: '0603WAF1002T5E' });
    expect(nameOf(resistor)).toBe('0603WAF1002T5E Chip Resistor 10kΩ ±1% 100mW Thick Film 75V 0603');
    const capacitor = rawPart({
      mpn: 'CL10A106KP8NNNC',
      group: 'Capacitors',
      category: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
      description: '10V 10uF X5R ±10% 0603  Multilayer Ceramic Capacitors MLCC - SMD/SMT ROHS',
    });
    expect(nameOf(capacitor)).toBe('CL10A106KP8NNNC MLCC 10µF 10V ±10% X5R 0603');
  });

  test('a part without parameters is MPN, type and package', () => {
    const part = rawPart({
      mpn: 'ADUM1201ARZ-RL7',
      group: 'Signal Isolation Devices',
      category: 'Digital Isolators',
      package: 'SOIC-8',
      description: 'SOIC-8  Digital Isolators ROHS',
    });
    expect(nameOf(part)).toBe('ADUM1201ARZ-RL7 Digital Isolator SOIC-8');
  });

  test('"-" is not written as a package', () => {
    const part = rawPart({ package: '-', description: '-  Chip Resistor - Surface Mount ROHS', mpn: 'X1' });
    expect(nameOf(part)).toBe('X1 Chip Resistor');
  });

  test('long descriptions are cut at word boundaries, keeping the package', () => {
    const part = rawPart({
      mpn: 'LONG-1',
      group: 'Connectors',
      category: 'Wire To Board Connector',
      package: 'Plugin',
      description: `${'Brass Copper Alloy Tin-plated Horizontal '.repeat(6)}Plugin  Wire To Board Connector ROHS`,
    });
    const name = nameOf(part);
    expect(name.length).toBeLessThanOrEqual(MAX_PRODUCT_NAME_LENGTH);
    expect(name.startsWith('LONG-1 Wire-to-Board Connector Brass')).toBe(true);
    expect(name.endsWith(' Plugin')).toBe(true);
  });

  test('type labels are singular and short', () => {
    expect(productTypeLabel('Tactile Switches')).toBe('Tactile Switch');
    expect(productTypeLabel('Real Time Clocks')).toBe('Real Time Clock');
    expect(productTypeLabel('Supervisor And Reset ICs')).toBe('Supervisor IC');
    expect(productTypeLabel('Voltage Regulators - Linear, Low Drop Out (LDO) Regulators')).toBe('LDO Regulator');
    expect(productTypeLabel('Gas Discharge Tube Arresters (GDT)')).toBe('GDT Arrester');
    expect(productTypeLabel('EEPROM')).toBe('EEPROM');
    expect(productTypeLabel('Pre-Ordered Products')).toBeNull();
  });
});
