import { identifyLayers, type GerberSide, type GerberType } from '@tracespace/identify-layers';
import { parse, type GerberTree } from '@tracespace/parser';
import type { DesignFile } from './design-archive.ts';

/** A Gerber or drill layer recognised by its file name, with its parse tree. */
export interface DesignLayer {
  id: string;
  filename: string;
  type: GerberType;
  side: GerberSide;
  tree: GerberTree;
}

/**
 * Names each file's layer from its name (KiCad, Altium, Eagle and other conventions, through
 * @tracespace/identify-layers) and parses the recognised ones. Files that are not layers (job
 * files, read-me texts) and files that fail to parse are left out.
 */
export function readLayers(files: readonly DesignFile[]): DesignLayer[] {
  const identities = identifyLayers(files.map((file) => file.name));
  const layers: DesignLayer[] = [];
  files.forEach((file, index) => {
    const identity = identities[file.name];
    if (!identity?.type || !identity.side) return;
    try {
      layers.push({ id: `layer-${index}`, filename: file.name, type: identity.type, side: identity.side, tree: parse(file.text) });
    } catch {
      // A damaged or unsupported file: the rest of the board can still be read.
    }
  });
  return layers;
}
