import type { ReactNode } from 'react';

/** Decorative line icons of the listing screens (24 px grid, like client/ui/icons.tsx). */
function Icon({ size = 18, children }: { size?: number | undefined; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ListViewIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <rect x="3.5" y="4.5" width="3" height="3" rx="0.5" />
      <rect x="3.5" y="10.5" width="3" height="3" rx="0.5" />
      <rect x="3.5" y="16.5" width="3" height="3" rx="0.5" />
    </Icon>
  );
}

export function GridViewIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
    </Icon>
  );
}

export function FilterIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Icon>
  );
}
