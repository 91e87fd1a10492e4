import { useId, useRef, useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

interface DisclosureProps {
  /** The heading text; `labelId` names it so a group inside can be labelled by the title alone. */
  title: ReactNode;
  labelId: string;
  /** The current choice, shown beside the title (also while closed). */
  summary?: ReactNode;
  heading: 'h2' | 'h3';
  headingClassName?: string | undefined;
  defaultOpen: boolean;
  children: ReactNode;
}

/**
 * A heading that opens and closes the list under it (spec §4 "Quantity box and build-time list
 * open and close"): the WAI-ARIA disclosure pattern, a real button with aria-expanded and
 * aria-controls (Enter and Space by the browser); Escape inside the list closes it and gives the
 * focus back to the button.
 */
export function Disclosure({ title, labelId, summary, heading: Heading, headingClassName, defaultOpen, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Heading className={`${styles.heading} ${headingClassName ?? ''}`}>
        <button ref={button} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((current) => !current)}>
          <span id={labelId}>{title}</span>
          {/* Flex items: the accessible name reads "title summary", with a space. */}
          {summary !== undefined && <span className={styles.summary}>{summary}</span>}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={panelId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }}
      >
        {children}
      </div>
    </>
  );
}
