/**
 * Footprint names (KiCad, Altium IPC-7351, Eagle) and catalogue package names folded to one
 * package name, so `C_0402_1005Metric`, `CAPC1005X55N`, `C0402` and the catalogue's `0402` all read
 * `0402`, and `SMA(DO-214AC)`, `D_SMA` and `DO-214AC` read `SMA`. Unknown names give null: an
 * unknown package never matches (a different package is never an equivalent).
 */

const CHIP_SIZES = ['01005', '0201', '0402', '0603', '0805', '1008', '1206', '1210', '1806', '1812', '2010', '2220', '2512'];

// IPC-7351 chip names give the metric size: RESC1608X55N is an 0603 resistor.
const METRIC_TO_IMPERIAL: Readonly<Record<string, string>> = {
  '0402': '01005',
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '2520': '1008',
  '3216': '1206',
  '3225': '1210',
  '4532': '1812',
  '5025': '2010',
  '5750': '2220',
  '6332': '2512',
};

/** Families whose pin count is part of the name (SOIC-8, LQFP-48, QFN-32, DIP-8, TSSOP-20). */
const PIN_FAMILIES = ['HTSSOP', 'TSSOP', 'VSSOP', 'SSOP', 'MSOP', 'SOIC', 'SOP', 'LQFP', 'TQFP', 'QFP', 'VQFN', 'WQFN', 'UQFN', 'QFN', 'UDFN', 'DFN', 'WSON', 'VSON', 'SON', 'PDIP', 'DIP', 'BGA', 'LGA', 'PLCC'];

/** Small-outline transistor and diode names folded to one spelling each. */
const SOT_ALIASES: readonly [RegExp, string][] = [
  [/\bSOT-?223\b/, 'SOT-223'],
  [/\bSOT-?89-?5\b/, 'SOT-89-5'],
  [/\bSOT-?89\b/, 'SOT-89'],
  [/\bTSOT-?23-?5\b/, 'TSOT-23-5'],
  [/\bTSOT-?23-?6\b/, 'TSOT-23-6'],
  [/\bSOT-?23-?5L?\b/, 'SOT-23-5'],
  [/\bSOT-?23-?6L?\b/, 'SOT-23-6'],
  [/\bSOT-?23-?8\b/, 'SOT-23-8'],
  [/\bSOT-?23A?(-?3L?)?\b/, 'SOT-23'],
  [/\bSOT-?323\b|\bSC-?70(-3)?\b(?!-)/, 'SOT-323'],
  [/\bSOT-?353\b|\bSC-?70-5\b|\bSC-?88A\b/, 'SOT-353'],
  [/\bSOT-?363\b|\bSC-?70-6\b|\bSC-?88\b/, 'SOT-363'],
  [/\bSOT-?143(-?4)?\b/, 'SOT-143'],
  [/\bSOT-?523\b/, 'SOT-523'],
  [/\bSOT-?563\b/, 'SOT-563'],
  [/\bSOT-?723\b/, 'SOT-723'],
  [/\bSOD-?123F[LW]?\b/, 'SOD-123F'],
  [/\bSOD-?123\b/, 'SOD-123'],
  [/\bSOD-?323F?\b/, 'SOD-323'],
  [/\bSOD-?523\b/, 'SOD-523'],
  [/\bSOD-?923\b/, 'SOD-923'],
  [/\bSOD-?80C?\b|\bMINIMELF\b/, 'SOD-80'],
  [/\bSMAF\b/, 'SMAF'],
  [/\bSMBF\b/, 'SMBF'],
  [/\bSMA\b|\bDO-?214AC\b/, 'SMA'],
  [/\bSMB\b|\bDO-?214AA\b/, 'SMB'],
  [/\bSMC\b|\bDO-?214AB\b/, 'SMC'],
  [/\bTO-?220(-?\d|AB|F)?\b/, 'TO-220'],
  [/\bTO-?252(-?\d)?\b|\bDPAK\b/, 'TO-252'],
  [/\bTO-?263(-?\d)?\b|\bD2PAK\b/, 'TO-263'],
  [/\bTO-?92(-?\d)?\b/, 'TO-92'],
  [/\bTO-?247(-?\d)?\b/, 'TO-247'],
  [/\bHC-?49/, 'HC-49'],
];

/**
 * The package of a footprint or catalogue package name; null when it is not one we know.
 *
 * @example packageOfFootprint('R_0603_1608Metric') === '0603'
 * @example packageOfFootprint('LQFP-48_7x7mm_P0.5mm') === 'LQFP-48'
 * @example packageOfFootprint('D_SOD-323') === 'SOD-323'
 */
export function packageOfFootprint(footprint: string | undefined | null): string | null {
  if (!footprint) return null;
  // KiCad library prefixes ("Resistor_SMD:R_0603_1608Metric") and separators fold to spaces.
  const text = ` ${footprint.toUpperCase().replace(/^[^:]*:/, '').replace(/[_\s]+/g, ' ')} `;

  // Resistor and capacitor arrays ("0603x4", "R_Array_Convex_4x0603") are not single chips.
  if (/ARRAY|\b0\d{3}X\d\b|\dX0\d{3}\b/.test(text)) return null;

  const ipcChip = /\b(?:RES|CAP|IND|LED|DIO|FUS|BEAD)[CM]?(\d{4})X/.exec(text);
  if (ipcChip) return METRIC_TO_IMPERIAL[ipcChip[1]!] ?? null;

  // SOIC127P600X175-8N (IPC small outline, 1.27 mm pitch) and SOT95P280X145-5N.
  const ipcSoic = /\bSOIC127P\d+X\d+-(\d+)N\b/.exec(text);
  if (ipcSoic) return `SOIC-${ipcSoic[1]}`;
  const ipcSot = /\bSOT95P\d+X\d+-(\d)N\b/.exec(text);
  if (ipcSot) return ipcSot[1] === '3' ? 'SOT-23' : `SOT-23-${ipcSot[1]}`;

  // Chip sizes (0603, C_0402_1005Metric, R0805, CAP-1206): an imperial size not inside a longer number.
  const chip = /(?:^|[^0-9.])(01005|0201|0402|0603|0805|1008|1206|1210|1806|1812|2010|2220|2512)(?![0-9])/.exec(text);
  if (chip && CHIP_SIZES.includes(chip[1]!) && !/\bSMD\d{4}/.test(text)) return chip[1]!;
  const metricOnly = /\b(\d{4})METRIC\b/.exec(text);
  if (metricOnly) return METRIC_TO_IMPERIAL[metricOnly[1]!] ?? null;

  for (const [pattern, name] of SOT_ALIASES) if (pattern.test(text)) return name;

  // SO-8, SO8 and SOIC-8-150mil are the 3.9 mm SOIC; a 300 mil (7.5 mm) body is SOIC-nW.
  const so = /\bSO-?(\d{1,2})\b/.exec(text);
  if (so) return `SOIC-${Number(so[1])}`;
  const soicWide = /\bSOIC-?(\d{1,2})(?:W\b|-300MIL| 7\.5X)/.exec(text);
  if (soicWide) return `SOIC-${soicWide[1]}W`;
  // SOP-8 in 3.9 x 4.9 mm is the SOIC-8 body.
  const sopNarrow = /\bSOP-?(\d{1,2}) 3\.9X/.exec(text);
  if (sopNarrow) return `SOIC-${sopNarrow[1]}`;

  for (const family of PIN_FAMILIES) {
    const match = new RegExp(`\\b${family}-?(\\d{1,3})\\b`).exec(text);
    if (match) return `${family === 'PDIP' ? 'DIP' : family}-${match[1]}`;
  }

  // Crystal bodies: Crystal_SMD_3225-4Pin_3.2x2.5mm and the catalogue's SMD3225-4P.
  const crystal = /\b(?:CRYSTAL SMD |SMD)(2016|2520|3225|5032|7050)\b/.exec(text);
  if (crystal) return `SMD${crystal[1]}`;
  return null;
}
