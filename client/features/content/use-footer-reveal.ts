import { useEffect, useState } from 'react';
import { footerRevealDelay } from './footer-reveal.ts';

/** False until the spec §9 delay has passed (measured on the page height when the footer mounts). */
export function useFooterReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), footerRevealDelay(document.documentElement.scrollHeight));
    return () => window.clearTimeout(timer);
  }, []);
  return revealed;
}
