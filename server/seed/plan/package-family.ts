/** A family of physically similar packages, used to split big categories (level 3). */
export interface PackageFamily {
  id: string;
  /** Vietnamese name. */
  name: string;
  nameEn: string;
  slugPart: string;
}

interface FamilyRule extends PackageFamily {
  pattern: RegExp;
}

// First match wins, so the order matters: UFQFPN is a QFN (checked before QFP),
// LFCSP is a QFN-style package (checked before BGA/CSP), TSOP-5/6 are SOT-23 bodies.
// Patterns run on the upper-cased package name.
const FAMILY_RULES: readonly FamilyRule[] = [
  {
    id: 'chip',
    name: 'Chip dán (0402, 0603, 0805…)',
    nameEn: 'Chip (0402, 0603, 0805…)',
    slugPart: 'chip',
    pattern: /^\d{4}$/,
  },
  {
    id: 'sot-23',
    name: 'Họ SOT-23 / SC-70',
    nameEn: 'SOT-23 / SC-70 family',
    slugPart: 'sot-23',
    pattern:
      /^(T?SOT-?23(?!\d)|SOT-?2[56](?!\d)|SC-?(70|74|88|82)|SOT-?(323|353|363|143|343|523|563|666|963)(?!\d)|TSOP-[56]$|SCT-595)/,
  },
  {
    id: 'sot-89',
    name: 'SOT-89 / SOT-223',
    nameEn: 'SOT-89 / SOT-223',
    slugPart: 'sot-89-sot-223',
    pattern: /^SOT-?(89|223)(?!\d)/,
  },
  {
    id: 'sod',
    name: 'Họ SOD (SOD-123, SOD-323…)',
    nameEn: 'SOD family (SOD-123, SOD-323…)',
    slugPart: 'sod',
    pattern: /^SOD-?\d/,
  },
  {
    id: 'do-214',
    name: 'SMA / SMB / SMC (DO-214)',
    nameEn: 'SMA / SMB / SMC (DO-214)',
    slugPart: 'sma-smb-smc',
    pattern: /^(SM[ABC]F?(\(|$)|DO-?214)/,
  },
  {
    id: 'dpak',
    name: 'DPAK / D2PAK (TO-252, TO-263)',
    nameEn: 'DPAK / D2PAK (TO-252, TO-263)',
    slugPart: 'dpak-d2pak',
    pattern: /^(TO-?(252|263)|D2?PAK|H2PAK)/,
  },
  {
    id: 'so',
    name: 'SOIC / SOP / MSOP / TSSOP',
    nameEn: 'SOIC / SOP / MSOP / TSSOP',
    slugPart: 'soic-sop',
    pattern: /^(SOIC|SO-\d|E?SOP|H?T?SSOP|MSOP|QSOP|TVSOP|TSOP(II)?-\d{2}|HSOP|PSOP|SO\d)/,
  },
  {
    id: 'qfn',
    name: 'QFN / DFN / LFCSP',
    nameEn: 'QFN / DFN / LFCSP',
    slugPart: 'qfn-dfn',
    pattern: /(QFN|DFN|LFCSP|UFQFPN|MLF|MLP|WSON|VSON|TSON|TDSON|PDFN|POWERDI|POWERFLAT)/,
  },
  {
    id: 'qfp',
    name: 'QFP (LQFP, TQFP…)',
    nameEn: 'QFP (LQFP, TQFP…)',
    slugPart: 'qfp',
    pattern: /QFP/,
  },
  {
    id: 'bga',
    name: 'BGA / CSP / LGA',
    nameEn: 'BGA / CSP / LGA',
    slugPart: 'bga-csp-lga',
    pattern: /(BGA|CSP|LGA)/,
  },
  {
    id: 'through-hole',
    name: 'Chân cắm xuyên lỗ (DIP, TO-92, TO-220…)',
    nameEn: 'Through-hole (DIP, TO-92, TO-220…)',
    slugPart: 'chan-cam',
    pattern:
      /^((P|C|SB)?DIP|I?TO-?(92|220|247|3P|126|251|264|218)|TO-3(?!\d)|IPAK|DO-?(15|27|35|41|201|204|247)(?!\d)|PLUGIN|SIP|ITO-)/,
  },
];

/** The family a package belongs to, or `null` when it fits none (it goes to "Khác"). */
export function packageFamilyOf(packageName: string): PackageFamily | null {
  const upper = packageName.toUpperCase();
  const rule = FAMILY_RULES.find((candidate) => candidate.pattern.test(upper));
  if (rule === undefined) return null;
  return { id: rule.id, name: rule.name, nameEn: rule.nameEn, slugPart: rule.slugPart };
}

/** 0-based rank of a family in the list above, for stable tie-breaks. */
export function packageFamilyRank(familyId: string): number {
  return FAMILY_RULES.findIndex((rule) => rule.id === familyId);
}
