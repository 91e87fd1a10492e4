/**
 * The design file of a PCB quote (spec §5 "design file only .rar or .zip, case-insensitive
 * (message only_rar_zip_file; input cleared)": a size limit with a clear
 * message). The browser checks the name and size before upload; the server checks them again
 * and the bytes too (zip `PK\x03\x04`, rar `Rar!\x1a\x07`).
 */

/** Spec §5's message key for a file that is not a .zip or .rar. */
export const ONLY_RAR_ZIP_FILE = 'only_rar_zip_file';

/** Message key for a file above `DESIGN_FILE_MAX_BYTES`. */
export const DESIGN_FILE_TOO_LARGE = 'design_file_too_large';

/** The largest design file accepted: 30 MB ("size limit (e.g. 30 MB)"). */
export const DESIGN_FILE_MAX_BYTES = 30 * 1024 * 1024;

/** The archive kinds a design file may be. */
export type DesignArchiveKind = 'zip' | 'rar';

/**
 * The archive kind a file name claims by its extension, case-insensitive; null for any other name.
 *
 * @example designFileKind('Board.ZIP') === 'zip'
 * @example designFileKind('gerber.rar') === 'rar'
 * @example designFileKind('board.zip.txt') === null
 */
export function designFileKind(fileName: string): DesignArchiveKind | null {
  const match = /\.(zip|rar)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as DesignArchiveKind) : null;
}

/** The problem with a chosen design file before upload, or null when it may be sent. */
export function designFileProblem(file: { name: string; size: number }): typeof ONLY_RAR_ZIP_FILE | typeof DESIGN_FILE_TOO_LARGE | null {
  if (designFileKind(file.name) === null) return ONLY_RAR_ZIP_FILE;
  if (file.size > DESIGN_FILE_MAX_BYTES) return DESIGN_FILE_TOO_LARGE;
  return null;
}
