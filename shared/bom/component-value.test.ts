import { describe, expect, it } from 'vitest';
import type { ComponentKind } from './component-kind.ts';
import { formatComponentValue, parseComponentValue, parseRatings, valueKey } from './component-value.ts';

// [text, kind of the line, expected value in base units (Ω, F, H) or null when it must not be guessed]
const CASES: readonly [string, ComponentKind | null, number | null][] = [
  // capacitors: prefixes, units, micro signs, EIA codes
  ['100n', 'capacitor', 100e-9],
  ['100nF', 'capacitor', 100e-9],
  ['100 nF', 'capacitor', 100e-9],
  ['0.1uF', 'capacitor', 100e-9],
  ['0.1µF', 'capacitor', 100e-9],
  ['0.1μF', 'capacitor', 100e-9],
  ['0,1uF', 'capacitor', 100e-9],
  ['.1uF', 'capacitor', 100e-9],
  ['104', 'capacitor', 100e-9],
  ['105', 'capacitor', 1e-6],
  ['222', 'capacitor', 2.2e-9],
  ['473', 'capacitor', 47e-9],
  ['4n7', 'capacitor', 4.7e-9],
  ['2u2', 'capacitor', 2.2e-6],
  ['10uF', 'capacitor', 10e-6],
  ['10u', 'capacitor', 10e-6],
  ['22pF', 'capacitor', 22e-12],
  ['22p', 'capacitor', 22e-12],
  ['1nF', 'capacitor', 1e-9],
  ['4.7uF', 'capacitor', 4.7e-6],
  ['100nF 50V X7R', 'capacitor', 100e-9],
  ['47uF/16V', 'capacitor', 47e-6],
  ['10uF_0805', 'capacitor', 10e-6],
  ['100nf', null, 100e-9],
  ['0.1uf', null, 100e-9],
  ['1000pF', 'capacitor', 1e-9],
  ['C 100nF', 'capacitor', 100e-9],
  // resistors: R/K/M notation, ohm spellings, bare numbers
  ['4k7', 'resistor', 4700],
  ['4K7', 'resistor', 4700],
  ['4.7k', 'resistor', 4700],
  ['4.7kΩ', 'resistor', 4700],
  ['4.7 kΩ', 'resistor', 4700],
  ['4.7kohm', 'resistor', 4700],
  ['4.7K ohms', 'resistor', 4700],
  ['10K', 'resistor', 10000],
  ['10k', 'resistor', 10000],
  ['10k 1%', 'resistor', 10000],
  ['1R0', 'resistor', 1],
  ['0R', 'resistor', 0],
  ['0', 'resistor', 0],
  ['4R7', 'resistor', 4.7],
  ['22', 'resistor', 22],
  ['22R', 'resistor', 22],
  ['220Ω', 'resistor', 220],
  ['100 ohm', 'resistor', 100],
  ['1M', 'resistor', 1e6],
  ['1M5', 'resistor', 1.5e6],
  ['1MEG', 'resistor', 1e6],
  ['1meg', 'resistor', 1e6],
  ['2.2MΩ', 'resistor', 2.2e6],
  ['10mΩ', 'resistor', 0.01],
  ['10mR', 'resistor', 0.01],
  ['R100', 'resistor', null],
  ['4k7', null, 4700],
  ['100k', null, 100000],
  // inductors and ferrite beads
  ['10uH', 'inductor', 10e-6],
  ['4u7', 'inductor', 4.7e-6],
  ['4.7µH', 'inductor', 4.7e-6],
  ['10mH', 'inductor', 10e-3],
  ['10nH', 'inductor', 10e-9],
  ['600R@100MHz', 'ferrite', 600],
  ['600Ω@100MHz', 'ferrite', 600],
  ['120 ohm @ 100MHz', 'ferrite', 120],
  ['450mΩ ±25% 600Ω@100MHz 0603', 'ferrite', 600],
  // ambiguous or of another dimension: never guessed
  ['22', 'capacitor', null],
  ['100', 'capacitor', null],
  ['0.1', 'capacitor', null],
  ['100n', null, null],
  ['10uF', 'resistor', null],
  ['10k', 'capacitor', null],
  ['4k7', 'inductor', null],
  ['100nF', 'inductor', null],
  ['1MF', 'capacitor', null],
  ['STM32F103', 'ic', null],
  ['DNP', 'resistor', null],
  ['', 'resistor', null],
  ['10u', null, null],
];

describe('parseComponentValue', () => {
  it.each(CASES)('%s on a %s line', (text, kind, expected) => {
    const value = parseComponentValue(text, kind);
    if (expected === null) expect(value).toBeNull();
    else {
      expect(value).not.toBeNull();
      expect(Math.abs(value!.si - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-9);
    }
  });

  it('holds more than sixty cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it('gives one key to every spelling of one value', () => {
    const spellings = ['100n', '100nF', '0.1uF', '0.1µF', '104', '100000pF'];
    const keys = new Set(spellings.map((text) => valueKey(parseComponentValue(text, 'capacitor')!)));
    expect(keys.size).toBe(1);
    expect(valueKey(parseComponentValue('4k7', 'resistor')!)).toBe(valueKey(parseComponentValue('4.7kΩ', 'resistor')!));
    expect(valueKey(parseComponentValue('4k7', 'resistor')!)).not.toBe(valueKey(parseComponentValue('47k', 'resistor')!));
  });
});

describe('formatComponentValue', () => {
  it.each([
    [{ dimension: 'farad', si: 1e-7 }, '100 nF'],
    [{ dimension: 'farad', si: 4.7e-6 }, '4.7 µF'],
    [{ dimension: 'farad', si: 22e-12 }, '22 pF'],
    [{ dimension: 'ohm', si: 4700 }, '4.7 kΩ'],
    [{ dimension: 'ohm', si: 0 }, '0 Ω'],
    [{ dimension: 'ohm', si: 0.01 }, '10 mΩ'],
    [{ dimension: 'henry', si: 1e-5 }, '10 µH'],
  ] as const)('%o reads %s', (value, text) => {
    expect(formatComponentValue(value)).toBe(text);
  });
});

describe('parseRatings', () => {
  it('reads voltages and tolerances', () => {
    expect(parseRatings('100nF 50V X7R ±10%')).toEqual({ voltage: 50, tolerance: 10 });
    expect(parseRatings('47uF/6.3V')).toEqual({ voltage: 6.3, tolerance: null });
    expect(parseRatings('10k 1%')).toEqual({ voltage: null, tolerance: 1 });
    expect(parseRatings('1nF 2kV')).toEqual({ voltage: 2000, tolerance: null });
    expect(parseRatings('')).toEqual({ voltage: null, tolerance: null });
  });
});
