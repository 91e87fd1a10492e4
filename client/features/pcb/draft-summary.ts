import type { PcbConfig } from '#shared/pcb/config-types.ts';
import type { QuoteState } from './quote-state.ts';
import type { ConfigText } from './use-config-text.ts';

/** One line saying what a draft is ("My drafts" and the offer to continue the last one). */
export function draftSummary(state: QuoteState, config: PcbConfig | null, text: ConfigText): string {
  const named = (row: { name: string; name_en?: string | null } | undefined) => (row ? text.name(row) : undefined);
  switch (state.kind) {
    case 'fabrication': {
      const type = named(config?.pcb_types.find((t) => t.id === state.pcbTypeId)) ?? '';
      return `${type} · ${state.width} × ${state.height} mm · ${state.quantity}`;
    }
    case 'assembly':
      return [state.title, `${state.width} × ${state.height} mm`, state.quantity].filter(Boolean).join(' · ');
    case 'stencil':
      return named(config?.stencil.sizes.find((s) => s.id === state.sizeId)) ?? '—';
    case 'custom':
      return named(config?.quotes.find((q) => q.id === state.quoteId)) ?? state.note.slice(0, 60);
  }
}
