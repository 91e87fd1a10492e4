import { loadLocalDb } from '../../local/lazy-local-db.ts';
import { cachedPcbConfig, fetchPcbConfig } from './pcb-api.ts';
import { putDraft } from './pcb-drafts-store.ts';
import { newAssembly, withQuantityOptions } from './quote-state.ts';

/**
 * A PCB assembly quote started from a BOM (the BOM tool's "attach the BOM to a PCB assembly
 * quote"): a new assembly draft on this device with the BOM's name as its title, its board count
 * as the quantity, its parts in the note and, for a BOM saved in the account, its id (sent as `bom_id`), the default specifications of the form, and no
 * design file yet. /pcb/assembly?draft=<id> opens it; it is sent like any draft (the outbox).
 * The stored configuration is used first, so it works offline once /pcb has been opened.
 */
export async function assemblyDraftFromBom(parts: { title: string; boards: number; note: string; bomId: number | null; lineCount: number }): Promise<string> {
  const config = (await cachedPcbConfig()) ?? (await fetchPcbConfig());
  const id = crypto.randomUUID();
  // The board-count answers follow the BOM's boards as they follow a typed quantity.
  const state = withQuantityOptions(config, { ...newAssembly(config), title: parts.title, quantity: String(parts.boards), note: parts.note,
    // The name and line count are shown on the form beside the link (only a BOM in the account is linked).
    bomId: parts.bomId, bomName: parts.bomId === null ? '' : parts.title, bomLineCount: parts.bomId === null ? null : parts.lineCount });
  await putDraft(await loadLocalDb(), id, { status: 'editing', state }, { file: null, fileName: null });
  return id;
}
