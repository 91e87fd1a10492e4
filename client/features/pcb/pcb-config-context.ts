import { createContext, useContext } from 'react';
import type { ConfigState } from './use-pcb-config.ts';

/** The configuration the /pcb layout loaded, for its four forms and the drafts list. */
export const PcbConfigContext = createContext<ConfigState>({ status: 'loading' });

export function usePcbConfigState(): ConfigState {
  return useContext(PcbConfigContext);
}
