import { unzipSync } from 'fflate';

/** A text file from a design archive. */
export interface DesignFile {
  /** The name without folders, e.g. `board-F_Cu.gtl`. */
  name: string;
  text: string;
}

/**
 * Limits on what the browser unpacks from a design zip before reading it. The server applies its own, stricter checks to what is uploaded; these only keep a
 * hostile or huge archive from freezing the page: entries and sizes are read from the zip's
 * directory and anything over them is skipped unread.
 */
export const ARCHIVE_LIMITS = { maxFiles: 64, maxFileBytes: 20 * 1024 * 1024, maxTotalBytes: 60 * 1024 * 1024 } as const;

// Gerber (RS-274X), Excellon drill and KiCad job files by their usual extensions.
const DESIGN_EXTENSION = /\.(gbr|ger|pho|art|gtl|gbl|gts|gbs|gto|gbo|gtp|gbp|gko|gm\d*|gml|g\d+|gbrjob|drl|xln|xnc|txt|cmp|sol|stc|sts|plc|pls)$/i;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The Gerber, drill and job files in a zip, decoded as text. Folders, hidden files (macOS
 * `__MACOSX`) and files over the limits are skipped. Throws when the bytes are not a zip.
 */
export function readDesignArchive(zip: Uint8Array): DesignFile[] {
  let files = 0;
  let total = 0;
  const entries = unzipSync(zip, {
    filter: (entry) => {
      const name = baseName(entry.name);
      const wanted = name !== '' && !name.startsWith('.') && !entry.name.includes('__MACOSX') && DESIGN_EXTENSION.test(name);
      if (!wanted || entry.originalSize > ARCHIVE_LIMITS.maxFileBytes) return false;
      if (files + 1 > ARCHIVE_LIMITS.maxFiles || total + entry.originalSize > ARCHIVE_LIMITS.maxTotalBytes) return false;
      files += 1;
      total += entry.originalSize;
      return true;
    },
  });
  const decoder = new TextDecoder();
  return Object.entries(entries).map(([path, bytes]) => ({ name: baseName(path), text: decoder.decode(bytes) }));
}
