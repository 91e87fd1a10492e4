/** The package outlines the image drawer knows how to draw. */
export type PackageFamily =
  | 'chip'
  | 'chip-array'
  | 'tantalum'
  | 'melf'
  | 'diode'
  | 'sot'
  | 'sot-tab'
  | 'dual-row'
  | 'dip'
  | 'sip'
  | 'quad-flat'
  | 'quad-no-lead'
  | 'dual-no-lead'
  | 'bga'
  | 'to-92'
  | 'to-power'
  | 'dpak'
  | 'radial'
  | 'radial-can'
  | 'axial'
  | 'crystal'
  | 'smd-can'
  | 'smd-block'
  | 'generic';

/** What a package name says about the part's outline. */
export interface PackageInfo {
  family: PackageFamily;
  /** Pin, pad or ball count when the name gives it (or the family implies it). */
  pins?: number;
  /** Lead pitch in mm when the name gives it (`Plugin,P=5mm`, `SOP-4-2.54mm`). */
  pitchMm?: number;
  /** True when the name says the package has an exposed (thermal) pad. */
  exposedPad?: boolean;
  /** Size code of chip parts and small no-lead parts, e.g. `0603`, `1006`, `3225`. */
  sizeCode?: string;
  /** Body size in mm (width × height as drawn; for cans, diameter × length) when known. */
  bodyMm?: { w: number; h: number };
  /** Body width across the two rows in mm, from `-300mil` style suffixes. */
  bodyWidthMm?: number;
  /** Leads bent flat under the body (SOD-123FL, SMAF) rather than J-bent. */
  flatLeads?: boolean;
  /** The upper-cased, space-free name, for drawers that look at finer details (`TO-220F`, `CDIP`). */
  variant?: string;
}

type Size = { w: number; h: number };

const MIL_TO_MM = 0.0254;
const DIAMETER_LENGTH = /D=?(\d+(?:\.\d+)?)\s*[X*]\s*L(\d+(?:\.\d+)?)/;
const DIMENSIONS = /(\d+(?:\.\d+)?)\s*X\s*(\d+(?:\.\d+)?)/;

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

function dimensionsIn(name: string): Size | undefined {
  const match = DIMENSIONS.exec(name);
  const w = toNumber(match?.[1]);
  const h = toNumber(match?.[2]);
  return w !== undefined && h !== undefined && w > 0 && h > 0 ? { w, h } : undefined;
}

function pitchIn(name: string): number | undefined {
  const explicit = toNumber(/P=(\d+(?:\.\d+)?)/.exec(name)?.[1]);
  if (explicit !== undefined) return explicit;
  return toNumber(/-(2\.54|1\.27|1\.25|0\.65|0\.5)MM/.exec(name)?.[1]);
}

/** Imperial chip code (`0603` = 0.06 × 0.03 in) to a body size in mm. */
export function chipCodeSizeMm(code: string): Size {
  const length = Number.parseInt(code.slice(0, 2), 10) * 0.254;
  const width = Number.parseInt(code.slice(2, 4), 10) * 0.254;
  return { w: Math.max(length, width, 0.25), h: Math.max(Math.min(length, width), 0.15) };
}

/** Metric size code (`3225` = 3.2 × 2.5 mm) to a body size in mm. */
function metricCodeSizeMm(code: string): Size {
  const a = Number.parseInt(code.slice(0, 2), 10) / 10;
  const b = Number.parseInt(code.slice(2, 4), 10) / 10;
  return { w: Math.max(a, b, 0.3), h: Math.max(Math.min(a, b), 0.2) };
}

/** First count that follows a family token, e.g. `LQFP-100(14x14)` → 100, `H3QFN64-EP` → 64. */
function countAfter(name: string, token: RegExp): number | undefined {
  const match = token.exec(name);
  if (match === null) return undefined;
  const rest = name.slice(match.index + match[0].length);
  const trailing = /-(\d{1,4})L?(?=$|[-(,])/.exec(rest.replace(/^\d{4}/, ''));
  const direct = /^-?(\d{1,4})(?![\d.])/.exec(rest);
  if (direct !== null && (direct[1] ?? '').length < 4) return toNumber(direct[1]);
  return toNumber(trailing?.[1]);
}

function hasExposedPad(name: string): boolean {
  return /(^|[-_ ])EP($|[-_( ])|^(ESOP|HSOP|HTSSOP|HTQFP|H\d?QFN)/.test(name);
}

const DIODE_SIZES: ReadonlyArray<readonly [RegExp, Size]> = [
  [/SOD-?923/, { w: 0.8, h: 0.6 }],
  [/SOD-?723/, { w: 1.0, h: 0.6 }],
  [/SOD-?523/, { w: 1.2, h: 0.8 }],
  [/SOD-?323/, { w: 1.7, h: 1.25 }],
  [/SOD-?123|POWER-?DI-?123/, { w: 2.7, h: 1.6 }],
  [/SMC|DO-?214AB/, { w: 6.9, h: 5.9 }],
  [/SMB|DO-?214AA/, { w: 4.4, h: 3.6 }],
  [/SMA|DO-?214AC/, { w: 4.3, h: 2.6 }],
  [/DO-?218/, { w: 10, h: 8 }],
  [/MBF/, { w: 4.7, h: 4.0 }],
];

function parseDiode(name: string): PackageInfo | undefined {
  if (!/^(SOD|SMA|SMB|SMC|DO-?214|DO-?218|POWER-?DI-?123)/.test(name)) return undefined;
  const size = DIODE_SIZES.find(([pattern]) => pattern.test(name))?.[1] ?? { w: 2.7, h: 1.6 };
  const flatLeads = /^(SOD-?\d+F|SMAF|SMBF|POWER-?DI-?123)/.test(name);
  return { family: 'diode', pins: 2, bodyMm: size, flatLeads };
}

const SOT_DEFAULT_PINS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(SOT-?25|SOT-?353|SC-?70-?5|SCT-?595|TSOP-?5)/, 5],
  [/^(SOT-?26|SOT-?363|SOT-?563|SOT-?666|SOT-?963|SC-?88|SC-?74|TSOP-?6)/, 6],
  [/^(SOT-?143|SOT-?343|SC-?82)/, 4],
];

const SOT_SIZES: ReadonlyArray<readonly [RegExp, Size]> = [
  [/^SOT-?963/, { w: 1.0, h: 0.8 }],
  [/^SOT-?723/, { w: 1.2, h: 0.8 }],
  [/^(SOT-?523|SC-?75)/, { w: 1.6, h: 0.8 }],
  [/^(SOT-?563|SOT-?666)/, { w: 1.6, h: 1.2 }],
  [/^(SOT-?323|SOT-?353|SOT-?363|SC-?70|SC-?88|SC-?82|SOT-?343)/, { w: 2.0, h: 1.25 }],
];

function parseSot(name: string): PackageInfo | undefined {
  if (/^(SOT-?89|SOT-?223)/.test(name)) {
    const pins = countAfter(name, /^SOT-?(89|223)/) ?? 3;
    const bodyMm = name.startsWith('SOT-89') || name.startsWith('SOT89') ? { w: 4.5, h: 2.5 } : { w: 6.5, h: 3.5 };
    return { family: 'sot-tab', pins, bodyMm };
  }
  const isTsop = /^TSOP-?[56]$/.test(name);
  if (!isTsop && !/^(T?SOT|SC-?\d|SCT|CPH)/.test(name)) return undefined;
  const explicit = countAfter(name, /^(T?SOT-?\d+A?|SC-?\d+(AB)?|SCT-?\d+|CPH)/);
  const pins = explicit ?? SOT_DEFAULT_PINS.find(([pattern]) => pattern.test(name))?.[1] ?? 3;
  const bodyMm = SOT_SIZES.find(([pattern]) => pattern.test(name))?.[1] ?? { w: 2.9, h: 1.6 };
  return { family: 'sot', pins: Math.min(Math.max(pins, 3), 8), bodyMm };
}

function parseChip(name: string): PackageInfo | undefined {
  const chip = /^(0\d{3}|[1-9]\d{3})(?:X(\d))?$/.exec(name);
  if (chip !== null) {
    const sizeCode = chip[1] ?? '0603';
    const elements = toNumber(chip[2]);
    const bodyMm = chipCodeSizeMm(sizeCode);
    return elements === undefined ?
        { family: 'chip', pins: 2, sizeCode, bodyMm }
      : { family: 'chip-array', pins: elements * 2, sizeCode, bodyMm };
  }
  const tantalum = /^CASE-?([A-Z])?-?(\d{4})?/.exec(name);
  if (tantalum !== null) {
    const code = tantalum[2] ?? '3528';
    return { family: 'tantalum', pins: 2, sizeCode: code, bodyMm: metricCodeSizeMm(code) };
  }
  if (/^(MINI)?MELF|^LL-?\d+|^DO-?213/.test(name)) {
    return { family: 'melf', pins: 2, bodyMm: name.includes('213AA') || name.includes('LL-34') ? { w: 3.5, h: 1.5 } : { w: 5, h: 2.4 } };
  }
  return undefined;
}

function noLeadSize(name: string): { sizeCode?: string; bodyMm?: Size } {
  const inParens = /\(([^)]*)\)/.exec(name)?.[1];
  const fromParens = inParens === undefined ? undefined : dimensionsIn(inParens);
  if (fromParens !== undefined) return { bodyMm: fromParens };
  const code = /(?:DFN|QFN|SON)(\d{4})/.exec(name)?.[1];
  if (code !== undefined) return { sizeCode: code, bodyMm: metricCodeSizeMm(code) };
  return {};
}

function parseNoLead(name: string): PackageInfo | undefined {
  const dual = /(^|[^Q])(DFN|SON)|^POWER-?(DI|FLAT|VDFN)|^PQFN-?8|^PRPAK|^PDFN/.test(name);
  const quad = /QFN|LFCSP|MLF|QFM|VTLA|LGA|P?LCC|QFPN/.test(name);
  if (!dual && !quad) return undefined;
  const size = noLeadSize(name);
  const defaultPins = dual ? (size.sizeCode === undefined ? 8 : 2) : undefined;
  const pins = countAfter(name, /(DFN|SON|QFN|LFCSP|MLF|QFM|VTLA|LGA|LCC|QFPN|POWERDI|POWER-DI)(WB)?/) ?? defaultPins;
  const exposedPad = hasExposedPad(name);
  const family = dual || (pins !== undefined && pins <= 10) ? 'dual-no-lead' : 'quad-no-lead';
  return { family, exposedPad, ...(pins === undefined ? {} : { pins }), ...size };
}

function parseQuadFlat(name: string): PackageInfo | undefined {
  if (!/^[A-Z]{0,3}QFP(?!N)/.test(name)) return undefined;
  const pins = countAfter(name, /QFP/);
  const inParens = /\(([^)]*)\)/.exec(name)?.[1];
  const bodyMm = inParens === undefined ? undefined : dimensionsIn(inParens);
  return {
    family: 'quad-flat',
    exposedPad: hasExposedPad(name),
    ...(pins === undefined ? {} : { pins }),
    ...(bodyMm === undefined ? {} : { bodyMm }),
  };
}

function parseBga(name: string): PackageInfo | undefined {
  if (!/BGA|(?<!LF)CSP|^WBFBP/.test(name)) return undefined;
  const pins = countAfter(name, /[A-Z]*(BGA|CSP)/);
  const inParens = /\(([^)]*)\)/.exec(name)?.[1];
  const bodyMm = inParens === undefined ? undefined : dimensionsIn(inParens);
  return { family: 'bga', ...(pins === undefined ? {} : { pins }), ...(bodyMm === undefined ? {} : { bodyMm }) };
}

function bodyWidthFromMil(name: string): number | undefined {
  const mil = toNumber(/-(\d{3})MIL/.exec(name)?.[1]);
  return mil === undefined ? undefined : mil * MIL_TO_MM;
}

function parseDualRow(name: string): PackageInfo | undefined {
  const dip = /^(P|C|SB|CER)?DIP|^DBS|^DB-?\d/.exec(name);
  const gullWing =
    /^(SOIC|SOP|SO|SSOP|TSSOP|MSOP|VSSOP|QSOP|TSOPII|TSOP|TVSOP|HTSSOP|LSSOP|ESOP|HSOP|TSOC|SSO|CFP|FLATPACK|MBF)(-|\d|$|[A-Z]?-)/.exec(name);
  if (dip === null && gullWing === null) return undefined;
  const pins = /^(DB|MBF)/.test(name) ? 4 : (countAfter(name, /^[A-Z]+/) ?? 8);
  const pitchMm = pitchIn(name);
  const bodyWidth = bodyWidthFromMil(name);
  return {
    family: dip !== null ? 'dip' : 'dual-row',
    pins,
    exposedPad: hasExposedPad(name),
    ...(pitchMm === undefined ? {} : { pitchMm }),
    ...(bodyWidth === undefined ? {} : { bodyWidthMm: bodyWidth }),
  };
}

function parseTransistorOutline(name: string): PackageInfo | undefined {
  if (/^TO-?92/.test(name)) return { family: 'to-92', pins: countAfter(name, /^TO-?92/) ?? 3 };
  if (/^(TO-?252|TO-?263|D2?PAK|DDPAK|H2PAK|SPAK)/.test(name)) {
    const pins = countAfter(name, /^(TO-?252|TO-?263|D2?PAK|DDPAK|H2PAK|SPAK)/) ?? 3;
    const large = /263|D2PAK|DDPAK|H2PAK/.test(name);
    return { family: 'dpak', pins, bodyMm: large ? { w: 10, h: 9 } : { w: 6.5, h: 6 } };
  }
  if (/^(I?TO-?(220|247|3P|126|251|3\b|3$)|IPAK|DO-?247)/.test(name)) {
    const pins = countAfter(name, /^(I?TO-?(220|247|3PN?|126|251|3)[A-Z]*|IPAK|DO-?247)/) ?? 3;
    return { family: 'to-power', pins: Math.min(Math.max(pins, 2), 7) };
  }
  return undefined;
}

function parseThroughHole(name: string): PackageInfo | undefined {
  if (/^HC-?49/.test(name)) return { family: 'crystal', pins: 2 };
  if (/^DO-?(41|15|27|35|201|204)/.test(name)) return { family: 'axial', pins: 2 };
  if (/^(KBU|GBU|GBJ|GBL)/.test(name)) return { family: 'sip', pins: 4 };
  if (/^SIP/.test(name)) return { family: 'sip', pins: countAfter(name, /^SIP/) ?? 4 };
  if (!/^(PLUGIN|P=)/.test(name)) return undefined;
  const pitchMm = pitchIn(name);
  const can = DIAMETER_LENGTH.exec(name);
  if (can !== null) {
    return { family: 'radial-can', pins: 2, bodyMm: { w: toNumber(can[1]) ?? 5, h: toNumber(can[2]) ?? 11 } };
  }
  const diameter = toNumber(/D=(\d+(?:\.\d+)?)/.exec(name)?.[1]);
  const bodyMm = diameter !== undefined ? { w: diameter, h: diameter } : dimensionsIn(name);
  return {
    family: 'radial',
    pins: 2,
    ...(pitchMm === undefined ? {} : { pitchMm }),
    ...(bodyMm === undefined ? {} : { bodyMm }),
  };
}

function parseSmdBlock(name: string): PackageInfo | undefined {
  const can = DIAMETER_LENGTH.exec(name);
  if (name.startsWith('SMD') && can !== null) {
    return { family: 'smd-can', pins: 2, bodyMm: { w: toNumber(can[1]) ?? 6.3, h: toNumber(can[2]) ?? 5.4 } };
  }
  const coded = /^SMD-?(\d{4})(?:-(\d+)P)?/.exec(name);
  if (coded !== null) {
    const code = coded[1] ?? '3225';
    return { family: 'smd-block', pins: toNumber(coded[2]) ?? 2, sizeCode: code, bodyMm: metricCodeSizeMm(code) };
  }
  const bare = /^(\d+(?:\.\d+)?)X(\d+(?:\.\d+)?)(X[\d.]+)?$/.test(name);
  if (!name.startsWith('SMD') && !bare) return undefined;
  const pins = toNumber(/^SMD-(\d+)|-(\d+)P/.exec(name)?.slice(1).find((group) => group !== undefined));
  const bodyMm = dimensionsIn(name);
  const pitchMm = pitchIn(name);
  return {
    family: 'smd-block',
    pins: pins ?? 2,
    ...(bodyMm === undefined ? {} : { bodyMm }),
    ...(pitchMm === undefined ? {} : { pitchMm }),
  };
}

const PARSERS: ReadonlyArray<(name: string) => PackageInfo | undefined> = [
  parseChip,
  parseDiode,
  parseSot,
  parseTransistorOutline,
  parseBga,
  parseQuadFlat,
  parseNoLead,
  parseDualRow,
  parseThroughHole,
  parseSmdBlock,
];

/**
 * Reads a distributor package name (`0603`, `SOT-23-5`, `QFN-28-EP(6x6)`, `Plugin,P=5mm`, ...)
 * into the outline family to draw, with the pin count, pitch, exposed pad and size it states.
 * Names it does not recognise (including `-` and empty) give the `generic` family.
 *
 * @example parsePackage('SOIC-8') // { family: 'dual-row', pins: 8, exposedPad: false }
 */
export function parsePackage(name: string): PackageInfo {
  const normalized = name.trim().toUpperCase().replace(/\s+/g, '').replace(/，/g, ',');
  if (normalized === '' || normalized === '-') return { family: 'generic' };
  for (const parse of PARSERS) {
    const info = parse(normalized);
    if (info !== undefined) return { ...info, variant: normalized };
  }
  return { family: 'generic', variant: normalized };
}
