import type { PricedLine } from './bom-pricing.ts';

/** The words of the export's header row and status names, in the page's language. */
export interface ExportWords {
  headers: readonly string[];
  status: (line: PricedLine) => string;
  /** A price in the storefront's currency as a plain number (VND whole, USD with cents). */
  amount: (vnd: number) => number;
}

/**
 * The priced BOM as a table: one row per line with the user's text, what was matched and its
 * price for the board count, so the export reads like the page.
 */
export function exportRows(lines: readonly PricedLine[], words: ExportWords): (string | number)[][] {
  return [
    [...words.headers],
    ...lines.map((priced) => [
      (priced.line.designators ?? []).join(', '),
      priced.line.quantity,
      priced.needQuantity,
      priced.selected ? priced.buyQuantity : 0,
      priced.line.value ?? '',
      priced.line.footprint ?? '',
      priced.line.mpn ?? '',
      words.status(priced),
      priced.product?.sku ?? '',
      priced.product?.mpn ?? '',
      priced.product?.manufacturer ?? '',
      priced.product ? words.amount(priced.unitPrice) : '',
      priced.selected ? words.amount(priced.lineTotal) : 0,
    ]),
  ];
}

function csvCell(value: string | number): string {
  const text = String(value);
  // A cell starting like a formula is quoted with a leading apostrophe, so a spreadsheet never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV for Excel: UTF-8 with its byte-order mark (so Vietnamese and Ω read right), comma-separated. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): Blob {
  const text = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' });
}

/** The same table as an XLSX workbook (write-excel-file, loaded only when asked for). */
export async function toXlsx(rows: readonly (readonly (string | number)[])[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  return writeXlsxFile(rows.map((row, index) => row.map((value) => ({ value, fontWeight: index === 0 ? ('bold' as const) : undefined })))).toBlob();
}

/** Hands a file to the browser's download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
