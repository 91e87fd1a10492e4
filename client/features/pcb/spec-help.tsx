import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { Specification } from '#shared/pcb/config-types.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import help from './spec-help.module.css';
import { useConfigText } from './use-config-text.ts';

/**
 * The help of a specification (spec §3 Specification description, HTML): a small "?" button
 * beside the question's name opens the text under the answers (a disclosure, so it works by
 * touch and keyboard alike; Escape closes it again). Nothing when the specification has none.
 */
export function useSpecHelp(spec: Specification, panelClassName: string): { toggle: ReactNode; panel: ReactNode } {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const text = useConfigText();
  const description = text.text(spec.description, spec.description_en)?.trim() ?? '';
  const name = text.name(spec);
  if (description === '') return { toggle: null, panel: null };
  return {
    toggle: (
      <button
        type="button"
        className={help.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Giải thích: ${name}`}
        title={t`Giải thích: ${name}`}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
    ),
    panel: (
      <div id={panelId} className={`${panelClassName} ${help.panel}`} hidden={!open} role="note">
        <SafeHtml html={description} />
      </div>
    ),
  };
}
