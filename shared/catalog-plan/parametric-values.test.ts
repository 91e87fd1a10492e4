import { describe, expect, test } from 'vitest';
import {
  parseCapacitance,
  parseInductance,
  parseResistance,
  parseTolerance,
  parseVoltage,
} from './parametric-values.ts';
import { descriptionParameterTokens } from './description-tokens.ts';

const words = (text: string): string[] => text.split(' ');

describe('description tokens', () => {
  test('drop the package, the category (in any case) and ROHS', () => {
    const tokens = descriptionParameterTokens({
      description: '450mΩ ±25% 600Ω@100MHz 0603  Ferrite Beads ROHS',
      package: '0603',
      category: 'Ferrite Beads',
    });
    expect(tokens).toEqual(['450mΩ', '±25%', '600Ω@100MHz']);
    expect(
      descriptionParameterTokens({
        description: '30us 2.7V~5.5V 14-bit BGA-74  Digital to Analog Converters (DAC) ROHS',
        package: 'BGA-74',
        category: 'Digital To Analog Converters (DAC)',
      }),
    ).toEqual(['30us', '2.7V~5.5V', '14-bit']);
  });

  test('a description with only package and category has no parameters', () => {
    expect(
      descriptionParameterTokens({ description: '0402  Chip Resistor - Surface Mount ROHS', package: '0402', category: 'Chip Resistor - Surface Mount' }),
    ).toEqual([]);
  });
});

describe('tolerance', () => {
  test('reads percent and absolute tolerances', () => {
    expect(parseTolerance(words('50V 1nF X7R ±10%'))?.value.display).toBe('±10%');
    expect(parseTolerance(words('2.5V ±0.1% 2.7V~5.5V'))?.value.display).toBe('±0.1%');
    expect(parseTolerance(words('450mΩ ±25% 600Ω@100MHz'))?.value.display).toBe('±25%');
    expect(parseTolerance(words('50V 3.3pF C0G ±0.25pF'))?.value.display).toBe('±0.25pF');
  });

  test('a temperature coefficient is not a tolerance', () => {
    expect(parseTolerance(words('125mW 150V ±1% ±400ppm/℃ 2Ω'))?.value.display).toBe('±1%');
    expect(parseTolerance(words('16MHz 12pF ±10ppm ±30ppm'))).toBeNull();
  });

  test('normalises the number and orders percent before absolute', () => {
    const one = parseTolerance(['±1.0%']);
    expect(one?.value.display).toBe('±1%');
    expect(one?.value.sortKey).toBe(1);
    expect((parseTolerance(['±30%'])?.value.sortKey ?? 0) < (parseTolerance(['±0.25pF'])?.value.sortKey ?? 0)).toBe(true);
  });

  test('two different tolerances are ambiguous and skipped', () => {
    expect(parseTolerance(words('±1% ±5%'))).toBeNull();
  });
});

describe('resistance', () => {
  test('reads and normalises ohm values', () => {
    expect(parseResistance(['10kΩ'])?.value).toEqual({ display: '10kΩ', sortKey: 10_000 });
    expect(parseResistance(['450mΩ'])?.value.display).toBe('450mΩ');
    expect(parseResistance(['0Ω'])?.value.display).toBe('0Ω');
    expect(parseResistance(['1000Ω'])?.value.display).toBe('1kΩ');
    expect(parseResistance(['4.99kΩ'])?.value.display).toBe('4.99kΩ');
    expect(parseResistance(['2.2MΩ'])?.value.display).toBe('2.2MΩ');
    expect(parseResistance(['0.5mΩ'])?.value.display).toBe('0.5mΩ');
  });

  test('ignores values with a condition and rejects two different values', () => {
    expect(parseResistance(['600Ω@100MHz'])).toBeNull();
    expect(parseResistance(words('450mΩ ±25% 600Ω@100MHz'))?.value.display).toBe('450mΩ');
    expect(parseResistance(words('10Ω 20Ω'))).toBeNull();
  });

  test('the same value spelled twice counts once, with both tokens', () => {
    expect(parseResistance(words('1kΩ 1000Ω'))).toEqual({ value: { display: '1kΩ', sortKey: 1000 }, tokens: ['1kΩ', '1000Ω'] });
  });
});

describe('capacitance', () => {
  test('uF and µF are one spelling, µF', () => {
    expect(parseCapacitance(['10uF'])?.value.display).toBe('10µF');
    expect(parseCapacitance(['10µF'])?.value.display).toBe('10µF');
    expect(parseCapacitance(['10μF'])?.value.display).toBe('10µF');
  });

  test('each value gets the unit shops label it with', () => {
    expect(parseCapacitance(['22pF'])?.value.display).toBe('22pF');
    expect(parseCapacitance(['1000pF'])?.value.display).toBe('1nF');
    expect(parseCapacitance(['0.1uF'])?.value.display).toBe('100nF');
    expect(parseCapacitance(['100nF'])?.value.display).toBe('100nF');
    expect(parseCapacitance(['4.7uF'])?.value.display).toBe('4.7µF');
    expect(parseCapacitance(['2200uF'])?.value.display).toBe('2200µF');
    expect(parseCapacitance(['100F'])?.value.display).toBe('100F');
  });

  test('orders by physical value', () => {
    const values = ['1uF', '22pF', '100nF'].map((token) => parseCapacitance([token])?.value.sortKey ?? 0);
    expect([...values].sort((a, b) => a - b)).toEqual([values[1], values[2], values[0]]);
  });
});

describe('inductance', () => {
  test('reads nH, uH and mH', () => {
    expect(parseInductance(words('15mA 10uH ±10% 1.15Ω'))?.value.display).toBe('10µH');
    expect(parseInductance(['4.7nH'])?.value.display).toBe('4.7nH');
    expect(parseInductance(['2.2mH'])?.value.display).toBe('2.2mH');
    expect(parseInductance(['1000nH'])?.value.display).toBe('1µH');
  });
});

describe('voltage', () => {
  test('reads a single rated voltage', () => {
    expect(parseVoltage(words('50V 100nF X7R ±10%'))?.value.display).toBe('50V');
    expect(parseVoltage(['6.3V'])?.value.display).toBe('6.3V');
    expect(parseVoltage(words('±10% 470pF Y5P 6kV'))?.value.display).toBe('6kV');
    expect(parseVoltage(['1000V'])?.value.display).toBe('1kV');
  });

  test('conditions, ranges and millivolts are not ratings', () => {
    expect(parseVoltage(words('40V 600mV@1A 1A'))?.value.display).toBe('40V');
    expect(parseVoltage(words('150V Independent Type 10A 950mV'))?.value.display).toBe('150V');
    expect(parseVoltage(words('Independent Type 20.8V~23.3V 200mW 22V'))?.value.display).toBe('22V');
    expect(parseVoltage(['2V@250uA'])).toBeNull();
  });

  test('several voltages (a TVS diode lists four) are ambiguous and skipped', () => {
    expect(parseVoltage(words('20A 14V 300W 7V Unidirectional 3.3V'))).toBeNull();
  });
});
