import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_FIELDS } from '#shared/catalog-admin/import-columns.ts';
import { ImportFileError, readImportFile, type ImportFileErrorKey } from '#shared/catalog-admin/import-file.ts';
import type { AdminImportCheck } from '#shared/catalog-admin/schemas.ts';
import { AppError } from '../../errors.ts';
import { countActions, loadImportContext, planImportRows } from './product-import-plan.ts';

/** A file refused as a whole: 413 for its size, 400 otherwise, the key on the `file` field. */
export function importFileRefused(key: ImportFileErrorKey): AppError {
  return new AppError(key === 'import_file_too_large' ? 413 : 400, key, 'The import file was refused', { file: key });
}

/**
 * The dry run of an import file: how it was read (for a workbook, its sheets and the one read:
 * `sheet` when staff chose one) and each row's action (planImportRows), writing nothing.
 */
export async function checkImportFile(em: EntityManager, bytes: Uint8Array, sheet: string | null = null): Promise<AdminImportCheck> {
  let file;
  try {
    file = await readImportFile(bytes, sheet);
  } catch (error) {
    if (error instanceof ImportFileError) throw importFileRefused(error.key);
    throw error;
  }
  const context = await loadImportContext(em);
  const plans = (await planImportRows(em, context, file.rows)).map((entry) => entry.plan);
  const mapping: Record<string, number> = {};
  for (const field of IMPORT_FIELDS) if (file.mapping[field] !== null) mapping[field] = file.mapping[field];
  return { sheets: file.sheets, sheet: file.sheet, columns: file.columns, header_row: file.header_row, mapping, counts: countActions(plans), rows: plans };
}
