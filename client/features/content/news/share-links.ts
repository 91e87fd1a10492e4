/** A share target on an article page (spec §2 /tin-tuc/{slug} "share links"). */
export interface ShareLink {
  network: 'facebook' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
}

/** The share URLs of an article: each network's documented share endpoint with the page's address. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'E-mail', href: `mailto:?subject=${text}&body=${u}` },
  ];
}
