import { useMemo } from 'react';
import { highlightSegments } from './highlight.ts';
import styles from './highlighted-text.module.css';

/** `text` with the words of `query` marked (diacritic- and case-insensitive). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const segments = useMemo(() => highlightSegments(text, query), [text, query]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
