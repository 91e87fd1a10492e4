import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type ListingLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** After a plain click navigated in the app (not a new tab), e.g. to move focus on. */
  onNavigate?: () => void;
};

/**
 * A link to another state of the listing (a page, a sort, a chip removed). A real `<a href>`, so it
 * works without JavaScript and opens in a new tab; a plain click navigates in the app without
 * jumping to the top (the screen scrolls its results into view itself).
 */
export function ListingLink({ href, onClick, onNavigate, children, ...rest }: ListingLinkProps) {
  const router = useRouter();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href, resetScroll: false });
    onNavigate?.();
  }
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
