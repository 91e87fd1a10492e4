/**
 * Writes the BOM tool's XLSX fixture (`shared/bom/fixtures/altium.xlsx`): an Altium Designer BOM
 * report as it saves to Excel, a title block above the header. Run once after changing the rows:
 * `node scripts/bom-fixture-xlsx.ts`.
 */
import { writeFile } from 'node:fs/promises';
import writeXlsxFile from 'write-excel-file/universal';

const rows: (string | number | null)[][] = [
  ['Bill of Materials for Project [SensorNode.PrjPcb] (No PCB Document Selected)', null, null, null, null, null, null],
  ['Report Date', '24/11/2026 9:14:02 AM', null, null, null, null, null],
  [null, null, null, null, null, null, null],
  ['Comment', 'Description', 'Designator', 'Footprint', 'Quantity', 'Manufacturer 1', 'Manufacturer Part Number 1'],
  ['100nF', 'Capacitor, X7R, 16V', 'C1, C2, C3, C4, C5', 'C0402', 5, 'Samsung', 'CL05B104KO5NNNC'],
  ['10uF', 'Capacitor, X5R, 25V', 'C6, C7', 'C0603', 2, 'Samsung', 'CL10A106MA8NRNC'],
  ['1k', 'Resistor 1%', 'R1, R2, R3', 'R0402', 3, 'Yageo', 'RC0402FR-071KL'],
  ['LM358DR2G', 'Dual op-amp', 'U1', 'SOIC-8_N', 1, 'onsemi', 'LM358DR2G'],
  ['GZ1608D601TF', 'Ferrite bead 600R', 'FB1', 'L0603', 1, 'Sunlord', 'GZ1608D601TF'],
  ['TPS62160DSGR', 'Buck converter 3-17V 1A', 'U2', 'WSON-8_2x2', 1, 'Texas Instruments', 'TPS62160DSGR'],
];

const blob = await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBlob();
await writeFile(new URL('../shared/bom/fixtures/altium.xlsx', import.meta.url), new Uint8Array(await blob.arrayBuffer()));
