import type { BomField } from '../schemas.ts';

/**
 * A header cell folded for comparison: lower case, Vietnamese marks removed (Số lượng → so luong,
 * Đóng gói → dong goi), punctuation as spaces, a bracketed remark dropped ("JLCPCB Part #（optional）").
 */
export function foldHeader(text: string): string {
  return text
    .replace(/[(（[][^)）\]]*[)）\]]/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/**
 * Header names of the export layouts the BOM tool reads (folded as `foldHeader` does), tried in
 * this order so that the longer names win: "Manufacturer Part Number" is an MPN before
 * "Manufacturer" is a maker, "LCSC Part #" a distributor code before "Part" a designator.
 * Sources: KiCad's BOM export and its LCSC/MPN fields, JLCPCB's assembly template, Altium's
 * BOM report, EasyEDA's export, Eagle's bom.ulp, LCSC/Mouser/Digi-Key cart exports and the
 * Vietnamese headers shops use.
 */
const HEADER_RULES: readonly (readonly [BomField, RegExp, BomField?])[] = [
  ['sku', /^(lcsc|jlcpcb|jlc)( part| component)?( #| number| no| code| pn)?( 1)?$/],
  ['sku', /^(supplier|distributor|digi ?key|mouser|farnell|element14|arrow|tme)( 1)? (part|#|sku|code|pn|number|no)( #| number| no| code)?( 1)?$/],
  ['sku', /^(sku|ma hang|ma sp|ma san pham)$/],
  ['mpn', /^(mpn|mfr ?pn|mfg ?pn|pn|p n|mfr #|mfg #)$/],
  ['mpn', /^(manufacture|manufacturer|mfr|mfg)( 1)? (part|#|pn|p n)( #| number| no)?( 1)?$/],
  ['mpn', /^(manufacture|manufacturer|mfr|mfg)( 1)? (number|no)( 1)?$/],
  // A bare "Part Number" is the maker's number, unless a column names that (Digi-Key's own number then).
  ['mpn', /^(part number|part no|part #|ma linh kien|ma nha san xuat|ma mpn)$/, 'sku'],
  ['designators', /^(reference|references|ref|refs|ref des|refdes|reference designators?|designators?|designation|parts?|customer reference|vi tri|ky hieu|ky hieu linh kien)$/],
  ['quantity', /^(qty|qnty|quantity|quantities|count|so luong|sl|order qty|qty per (board|pcb)|quantity per (board|pcb))$/],
  ['manufacturer', /^(manufacturer|manufacture|mfr|mfg)( 1| name)?$|^(maker|brand|vendor|mf|nha san xuat|hang|hang san xuat|thuong hieu)$/],
  ['value', /^(value|val|values|comment|name|gia tri|thong so)$/],
  ['footprint', /^(footprint|footprints|package|pkg|case|case package|package case|footprint name|pcb footprint|kieu chan|dong goi|kieu dong goi|kieu chan dong goi|vo|kich thuoc)$/],
  ['description', /^(description|desc|part description|product description|item|items|item description|part name|device|ghi chu|mo ta|ten|ten linh kien|note|notes)$/],
  ['link', /^(link|url|product link|product url|product page|lien ket|duong dan)$/],
];

/** What a header cell names: its field, the rule's rank (lower wins a field) and a field to fall back on. */
export interface HeaderMatch {
  field: BomField;
  rank: number;
  fallback: BomField | null;
}

/** The field a header cell names, or null. */
export function headerField(cell: string): HeaderMatch | null {
  const folded = foldHeader(cell);
  if (folded === '') return null;
  for (const [rank, [field, pattern, fallback]] of HEADER_RULES.entries()) {
    if (pattern.test(folded)) return { field, rank, fallback: fallback ?? null };
  }
  return null;
}
