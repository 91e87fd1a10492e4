import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { analyzeDesign } from './analyze-design.ts';
import { ARCHIVE_LIMITS, readDesignArchive } from './design-archive.ts';

const boardDir = join(import.meta.dirname, '../../e2e/fixtures/gerber-board');
const boardFiles = Object.fromEntries(
  readdirSync(boardDir)
    .filter((name) => name !== 'README.md')
    .map((name) => [`gerber/${name}`, new Uint8Array(readFileSync(join(boardDir, name)))]),
);

// A 40 × 20 mm board whose right end is a half circle of radius 10 mm around (40, 10): the arc
// bulges 10 mm past its end points, so a box from end points alone would say 40 × 20.
const roundedOutline = [
  '%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100000*%', 'D10*', 'G75*',
  'X0Y0D02*', 'X40000000Y0D01*', 'G03*', 'X40000000Y20000000I0J10000000D01*', 'G01*',
  'X0Y20000000D01*', 'X0Y0D01*', 'M02*',
].join('\n');

describe('analyzeDesign', () => {
  it('measures a board from its outline centre lines, not the stroke (50 × 30 mm, 2 copper layers)', () => {
    const analysis = analyzeDesign(zipSync(boardFiles));
    expect(analysis.facts).toEqual({ widthMm: 50, heightMm: 30, layerCount: 2, source: 'gerber' });
    expect(analysis.layerFiles).toHaveLength(6);
  });

  it('draws both faces of the board as SVG sized to the outline', () => {
    const { preview } = analyzeDesign(zipSync(boardFiles));
    expect(preview?.top).toMatch(/^<svg[^>]*viewBox="100 80 50 30"/);
    expect(preview?.bottom).toMatch(/^<svg[^>]*viewBox="100 80 50 30"/);
    // The bottom face is mirrored, as seen from below.
    expect(preview?.bottom).toContain('scale(-1,1)');
  });

  it('takes size and layer count from a Gerber job file when there is one', () => {
    const job = JSON.stringify({ GeneralSpecs: { Size: { X: 80.5, Y: 62 }, LayerNumber: 4 } });
    const analysis = analyzeDesign(zipSync({ ...boardFiles, 'board-job.gbrjob': strToU8(job) }));
    expect(analysis.facts).toEqual({ widthMm: 80.5, heightMm: 62, layerCount: 4, source: 'job' });
  });

  it('ignores a job file without a size and measures the layers instead', () => {
    const analysis = analyzeDesign(zipSync({ ...boardFiles, 'board-job.gbrjob': strToU8('{"GeneralSpecs":{}}') }));
    expect(analysis.facts?.source).toBe('gerber');
  });

  it('includes the bulge of an arc in the outline (rounded end: 50 × 20 mm)', () => {
    const analysis = analyzeDesign(zipSync({ 'round-Edge_Cuts.gm1': strToU8(roundedOutline) }));
    expect(analysis.facts).toMatchObject({ widthMm: 50, heightMm: 20, layerCount: null });
  });

  it('converts a board drawn in inches to mm', () => {
    const inches = ['%FSLAX24Y24*%', '%MOIN*%', '%ADD10C,0.0040*%', 'D10*', 'X0Y0D02*', 'X20000Y0D01*', 'X20000Y10000D01*', 'X0Y10000D01*', 'X0Y0D01*', 'M02*'].join('\n');
    const analysis = analyzeDesign(zipSync({ 'board.gko': strToU8(inches) }));
    expect(analysis.facts).toMatchObject({ widthMm: 50.8, heightMm: 25.4 });
  });

  it('falls back to everything drawn when there is no outline layer', () => {
    const { 'gerber/board-Edge_Cuts.gm1': _outline, ...withoutOutline } = boardFiles;
    const analysis = analyzeDesign(zipSync(withoutOutline));
    // Silkscreen and mask pads span x 104.925-140.8 and y -100.8 to -84.925, strokes included.
    expect(analysis.facts).toMatchObject({ widthMm: 35.9, heightMm: 15.9, layerCount: 2, source: 'gerber' });
  });

  it('finds nothing in an archive without Gerber files', () => {
    const analysis = analyzeDesign(zipSync({ 'notes.md': strToU8('# hello') }));
    expect(analysis).toEqual({ facts: null, preview: null, layerFiles: [] });
  });

  it('throws on bytes that are not a zip', () => {
    expect(() => analyzeDesign(strToU8('Rar!\u001a\u0007\u0000 not a zip'))).toThrow();
  });
});

describe('readDesignArchive', () => {
  it('skips folders, macOS metadata and files that are not design files', () => {
    const files = readDesignArchive(zipSync({ 'a/board.gtl': strToU8('G04*'), '__MACOSX/a/._board.gtl': strToU8('x'), 'a/photo.jpg': strToU8('x') }));
    expect(files).toEqual([{ name: 'board.gtl', text: 'G04*' }]);
  });

  it(`reads at most ${ARCHIVE_LIMITS.maxFiles} files`, () => {
    const many = Object.fromEntries(Array.from({ length: ARCHIVE_LIMITS.maxFiles + 5 }, (_, index) => [`l${index}.gbr`, strToU8('G04*')]));
    expect(readDesignArchive(zipSync(many))).toHaveLength(ARCHIVE_LIMITS.maxFiles);
  });
});
