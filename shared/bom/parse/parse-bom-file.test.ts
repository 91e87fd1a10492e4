import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOM_MAX_FILE_BYTES as BOM_MAX_BYTES, type BomMapping } from '../schemas.ts';
import { emptyMapping } from './bom-fields.ts';
import { BOM_ERRORS, BomParseError } from './bom-limits.ts';
import { bomLinesOf } from './bom-lines.ts';
import { decodeBomText } from './decode-text.ts';
import { bomFileRows, parseBomFile, textRows, workbookSheets } from './parse-bom-file.ts';

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
}

function mapped(partial: Partial<BomMapping>): BomMapping {
  return { ...emptyMapping(), ...partial };
}

async function refusal(run: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BomParseError) return error.key;
    throw error;
  }
  throw new Error('not refused');
}

describe('parseBomFile on the fixtures (one per export layout)', () => {
  it('KiCad: Reference, Value, Footprint, Qty, Datasheet, LCSC, MPN', async () => {
    const bom = await parseBomFile(fixture('kicad.csv'));
    expect(bom.header_row).toBe(0);
    expect(bom.mapping).toEqual(mapped({ designators: 0, value: 1, footprint: 2, quantity: 3, sku: 5, mpn: 6 }));
    expect(bom.lines).toHaveLength(8);
    expect(bom.lines[0]).toEqual({
      designators: ['C1', 'C2', 'C3', 'C4'], quantity: 4, value: '100n', footprint: 'Capacitor_SMD:C_0402_1005Metric',
      mpn: 'CL05B104KO5NNNC', manufacturer: '', sku: 'C1525', description: '', link: '',
    });
  });

  it('JLCPCB: Comment, Designator, Footprint, LCSC Part #, quantity counted from the designators', async () => {
    const bom = await parseBomFile(fixture('jlcpcb.csv'));
    expect(bom.mapping).toEqual(mapped({ value: 0, designators: 1, footprint: 2, sku: 3 }));
    expect(bom.lines.map((line) => line.quantity)).toEqual([6, 2, 4, 2, 1, 1, 1, 2, 1]);
    expect(bom.lines[2]).toMatchObject({ value: '10kΩ', designators: ['R1', 'R2', 'R3', 'R4'], sku: 'C25804' });
  });

  it('Altium XLSX: the header below a title block, Manufacturer Part Number 1 as the MPN', async () => {
    const bom = await parseBomFile(fixture('altium.xlsx'));
    expect(bom.header_row).toBe(3);
    expect(bom.mapping).toEqual(mapped({ value: 0, description: 1, designators: 2, footprint: 3, quantity: 4, manufacturer: 5, mpn: 6 }));
    expect(bom.lines).toHaveLength(6);
    expect(bom.lines[0]).toMatchObject({ designators: ['C1', 'C2', 'C3', 'C4', 'C5'], quantity: 5, mpn: 'CL05B104KO5NNNC', manufacturer: 'Samsung' });
    expect(bom.columns[6]).toBe('Manufacturer Part Number 1');
  });

  it('EasyEDA: UTF-16 LE tab-separated, Name as the value, Supplier Part as the distributor code', async () => {
    const bom = await parseBomFile(fixture('easyeda-utf16.txt'));
    expect(bom.mapping).toEqual(mapped({ value: 1, designators: 2, footprint: 3, quantity: 4, mpn: 5, manufacturer: 6, sku: 8 }));
    expect(bom.lines[2]).toMatchObject({ value: '10kΩ', designators: ['R1', 'R2'], quantity: 2, sku: 'C25804', mpn: '0603WAF1002T5E' });
  });

  it('Eagle: semicolons, Parts, Value, Device, Package, MF, MPN', async () => {
    const bom = await parseBomFile(fixture('eagle.csv'));
    expect(bom.mapping).toEqual(mapped({ quantity: 0, value: 1, description: 2, footprint: 3, designators: 4, manufacturer: 6, mpn: 7 }));
    expect(bom.lines[0]).toMatchObject({ designators: ['R1', 'R2', 'R3'], quantity: 3, value: '10k', footprint: 'R0603' });
  });

  it('LCSC cart export: semicolons, decimal commas, Order Qty. and not Min\\Mult Order Qty.', async () => {
    const bom = await parseBomFile(fixture('lcsc-cart-semicolon.csv'));
    expect(bom.mapping).toEqual(mapped({ sku: 0, mpn: 1, manufacturer: 2, footprint: 4, description: 5, quantity: 7 }));
    expect(bom.lines[0]).toMatchObject({ sku: 'C14663', mpn: 'CC0603KRX7R9BB104', quantity: 100 });
  });

  it('Digi-Key export: Part Number is the distributor code once Manufacturer Part Number names the MPN', async () => {
    const bom = await parseBomFile(fixture('digikey.csv'));
    expect(bom.mapping).toEqual(mapped({ quantity: 1, sku: 2, mpn: 3, description: 4, designators: 5 }));
    expect(bom.lines[0]).toMatchObject({ sku: '311-1.00KHRCT-ND', mpn: 'RC0603FR-071KL', quantity: 10, designators: ['R10', 'R11', 'R12', 'R13', 'R14', 'R15', 'R16', 'R17', 'R18', 'R19'] });
  });

  it('free-form list: an item text and a product link', async () => {
    const bom = await parseBomFile(fixture('freeform.csv'));
    expect(bom.mapping).toEqual(mapped({ description: 0, link: 1, quantity: 2 }));
    expect(bom.lines[0]!.link).toContain('_C1525.html');
    expect(bom.lines[0]).toMatchObject({ description: 'Tụ 100nF 0402', quantity: 20 });
  });

  it('Vietnamese headers in UTF-8 with a BOM, the header on the third row', async () => {
    const bom = await parseBomFile(fixture('vietnamese.csv'));
    expect(bom.header_row).toBe(2);
    expect(bom.mapping).toEqual(mapped({ designators: 1, value: 2, footprint: 3, quantity: 4, mpn: 5, manufacturer: 6, description: 7 }));
    expect(bom.lines[1]).toMatchObject({ designators: ['R1', 'R2', 'R3', 'R4'], quantity: 4, value: '4k7', footprint: '0402', description: 'Điện trở kéo lên I2C' });
  });
});

describe('column detection on more header layouts', () => {
  it.each<[string, string, Partial<BomMapping>]>([
    ['kicad-cli default export', '"Refs","Value","Footprint","Qty","DNP"', { designators: 0, value: 1, footprint: 2, quantity: 3 }],
    ['Mouser cart export', 'Mouser #,Mfr. #,Manufacturer,Customer #,Description,RoHS,Order Qty.,Price (USD),Ext.: (USD)', { sku: 0, mpn: 1, manufacturer: 2, description: 4, quantity: 6 }],
    ['Altium CSV', 'Comment,Description,Designator,Footprint,LibRef,Quantity,Manufacturer 1,Manufacturer 1 Part Number,Supplier 1,Supplier Part Number 1', { value: 0, description: 1, designators: 2, footprint: 3, quantity: 5, manufacturer: 6, mpn: 7, sku: 9 }],
    ['JLCPCB with JLCPCB Part #', 'Comment,Designator,Footprint,JLCPCB Part #（optional）', { value: 0, designators: 1, footprint: 2, sku: 3 }],
    ['Vietnamese shop list', 'STT,Tên linh kiện,Mã linh kiện,Đóng gói,Số lượng,Nhà sản xuất,Giá trị', { description: 1, mpn: 2, footprint: 3, quantity: 4, manufacturer: 5, value: 6 }],
    ['KiCad with Quantity and Manufacturer_Part_Number', 'Reference;Quantity;Value;Footprint;Manufacturer;Manufacturer_Part_Number', { designators: 0, quantity: 1, value: 2, footprint: 3, manufacturer: 4, mpn: 5 }],
  ])('%s', (_layout, header, expected) => {
    const bom = bomLinesOf(textRows(`${header}\n${header.split(/[,;]/).map((_, i) => (i === 0 ? 'R1' : 'x')).join(header.includes(';') ? ';' : ',')}\n`));
    expect(bom.mapping).toEqual(mapped(expected));
  });

  it('reads a headerless paste by its content: designators, a whole-number quantity, links', () => {
    const bom = bomLinesOf(textRows('R1, R2\t2\thttps://www.lcsc.com/product-detail/x_C25804.html\nC1\t1\thttps://www.lcsc.com/product-detail/y_C1525.html\n'));
    expect(bom.header_row).toBeNull();
    expect(bom.mapping).toEqual(mapped({ designators: 0, quantity: 1, link: 2 }));
    expect(bom.columns).toEqual(['A', 'B', 'C']);
    expect(bom.lines).toHaveLength(2);
  });

  it('takes the mapping the user chose instead of the detected one', () => {
    const rows = textRows('Ref,Value,Note\nR1,10k,MPN-A\n');
    const bom = bomLinesOf(rows, { header_row: 0, mapping: mapped({ designators: 0, value: 1, mpn: 2 }) });
    expect(bom.lines[0]).toMatchObject({ designators: ['R1'], value: '10k', mpn: 'MPN-A', description: '' });
  });
});

describe('encodings', () => {
  const text = 'Ký hiệu,Giá trị,Số lượng\nR1,10kΩ,1\n';
  it.each<[string, Uint8Array]>([
    ['UTF-8', new TextEncoder().encode(text)],
    ['UTF-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])],
    ['UTF-16 LE with BOM', new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')])],
    ['UTF-16 BE with BOM', new Uint8Array([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()])],
    ['UTF-16 LE without BOM', new Uint8Array(Buffer.from(text, 'utf16le'))],
  ])('%s', (_name, bytes) => {
    expect(decodeBomText(bytes)).toBe(text);
  });

  it('reads a Windows-1252 file that is not UTF-8', () => {
    expect(decodeBomText(new Uint8Array([0x52, 0x31, 0x2c, 0x31, 0x30, 0x20, 0xb5, 0x46]))).toBe('R1,10 µF');
  });
});

describe('limits and bad files', () => {
  it('refuses more than 5 MB', async () => {
    expect(await refusal(() => parseBomFile(new Uint8Array(BOM_MAX_BYTES + 1).fill(0x41)))).toBe(BOM_ERRORS.tooLarge);
  });

  it('takes 2,000 lines and refuses 2,001', async () => {
    const lines = (count: number): Uint8Array =>
      new TextEncoder().encode(`Designator,Value,Qty\n${Array.from({ length: count }, (_, i) => `R${i + 1},10k,1`).join('\n')}\n`);
    expect((await parseBomFile(lines(2000))).lines).toHaveLength(2000);
    expect(await refusal(() => parseBomFile(lines(2001)))).toBe(BOM_ERRORS.tooManyLines);
  });

  it('refuses an empty file, a header without lines, binary bytes, an old .xls and a broken workbook', async () => {
    expect(await refusal(() => parseBomFile(new Uint8Array()))).toBe(BOM_ERRORS.empty);
    expect(await refusal(() => parseBomFile(new TextEncoder().encode('Designator,Value,Qty\n')))).toBe(BOM_ERRORS.empty);
    expect(await refusal(() => parseBomFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48])))).toBe(BOM_ERRORS.unreadable);
    expect(await refusal(() => parseBomFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toBe(BOM_ERRORS.unreadable);
    expect(await refusal(() => parseBomFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])))).toBe(BOM_ERRORS.unreadable);
  });

  it('refuses a mapping that names a column the file does not have, or one column twice', () => {
    const rows = textRows('Ref,Value\nR1,10k\n');
    expect(() => bomLinesOf(rows, { header_row: 0, mapping: mapped({ value: 5 }) })).toThrow(BomParseError);
    expect(() => bomLinesOf(rows, { header_row: 0, mapping: mapped({ value: 1, mpn: 1 }) })).toThrow(BomParseError);
  });

  it('cuts a runaway cell to 500 characters', () => {
    const bom = bomLinesOf(textRows(`Designator,Value\nR1,${'x'.repeat(2000)}\n`));
    expect(bom.lines[0]!.value).toHaveLength(500);
  });
});

describe('quantities', () => {
  it.each([
    ['10', 'R1', 10],
    ['10 pcs', 'R1', 10],
    ['1,000', 'R1', 1000],
    ['2.0', 'R1', 2],
    ['', 'R1-R4', 4],
    ['', 'R1, R2, R5', 3],
    ['', '', 1],
    ['0', 'R9', 0],
  ])('quantity %j with designators %j is %d', (quantity, designators, expected) => {
    const bom = bomLinesOf([['Designator', 'Value', 'Qty'], [designators, '10k', quantity]]);
    expect(bom.lines[0]!.quantity).toBe(expected);
  });
});

describe('workbookSheets (a reader that lets its user choose the sheet)', () => {
  it('lists a workbook\'s sheets with their rows, the first being what bomFileRows reads; null for a text file', async () => {
    const sheets = await workbookSheets(fixture('altium.xlsx'));
    expect(sheets?.length).toBeGreaterThan(0);
    expect(sheets![0]!.rows).toEqual(await bomFileRows(fixture('altium.xlsx')));
    expect(await workbookSheets(fixture('kicad.csv'))).toBeNull();
  });
});
