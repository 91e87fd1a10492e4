import { crc32, deflateRawSync } from 'node:zlib';

/** An entry of a test zip; `declaredSize` overrides the unpacked size the directory states. */
export interface TestZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  declaredSize?: number;
  /** Bytes stored in place of the packed data (a damaged entry). */
  packedOverride?: Buffer;
  /** Compression method written in the headers (default 8 with `deflate`, else 0). */
  method?: number;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
}

/** Lies a hostile zip tells about its whole directory. */
export interface TestZipOptions {
  /** The entry count the end record states. */
  declaredEntries?: number;
  /** Writes each directory record this many times, all pointing at the same local entry. */
  repeatDirectoryRecord?: number;
}

/**
 * A real zip file built byte by byte (local headers, central directory, end record), so the
 * tests need no zip package; with `deflate` the entry is compressed like any zip tool does.
 */
export function zipOf(entries: readonly TestZipEntry[], options: TestZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.packedOverride ?? (entry.deflate ? deflateRawSync(entry.data) : entry.data);
    const method = entry.method ?? (entry.deflate ? 8 : 0);
    const flags = entry.flags ?? 0;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    for (let copy = 0; copy < (options.repeatDirectoryRecord ?? 1); copy++) centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.declaredEntries ?? entries.length * (options.repeatDirectoryRecord ?? 1);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small Gerber set as a zip, the way a design tool exports one. */
export function gerberZip(): Buffer {
  const outline = 'G04 board outline*\n%FSLAX46Y46*%\n%MOMM*%\nD10*\nX0Y0D02*\nX100000000Y0D01*\nX100000000Y100000000D01*\nM02*\n';
  return zipOf([
    { name: 'board-Edge_Cuts.gbr', data: Buffer.from(outline), deflate: true },
    { name: 'board-F_Cu.gbr', data: Buffer.from(outline.repeat(20)), deflate: true },
    { name: 'board.drl', data: Buffer.from('M48\nMETRIC\nT1C0.3\n%\nT1\nX10Y10\nM30\n') },
  ]);
}

/** The first bytes of a RAR 5 archive followed by filler: enough for a signature check. */
export function rarBytes(): Buffer {
  return Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(64, 7)]);
}
