import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
  className?: string;
}

/** Decorative line icon on a 24 px grid; the control around it carries the accessible name. */
function LineIcon({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
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

export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

/** A magnifier with a plus (zoom in) or a minus (zoom out). */
export function ZoomIcon({ out = false, ...props }: IconProps & { out?: boolean }) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
      <path d={out ? 'M8 11h6' : 'M8 11h6M11 8v6'} />
    </LineIcon>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.4" />
      <circle cx="17" cy="19.5" r="1.4" />
    </LineIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.4-3.6 4.3-5.5 7.5-5.5s6.1 1.9 7.5 5.5" />
    </LineIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m9 6 6 6-6 6" />
    </LineIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m15 6-6 6 6 6" />
    </LineIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
    </LineIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6.6 3.5h-2A1.6 1.6 0 0 0 3 5.2C3.4 13.4 10.6 20.6 18.8 21a1.6 1.6 0 0 0 1.7-1.6v-2a1.5 1.5 0 0 0-1.1-1.4l-3-.9a1.5 1.5 0 0 0-1.5.4l-1.1 1.1a12 12 0 0 1-5.4-5.4L9.5 10a1.5 1.5 0 0 0 .4-1.5L9 5.6A1.5 1.5 0 0 0 7.6 4.5" />
    </LineIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </LineIcon>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </LineIcon>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6.5h11v9H3zM14 9.5h3.8l3.2 3.3v2.7h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </LineIcon>
  );
}

export function BoardIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M7.5 7.5h3v3h-3zM14 8h3M14 11h3M7.5 15.5h9M12 12.5v3" />
    </LineIcon>
  );
}

export function WifiOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 3l18 18M8.5 16.2a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.2-2.4M19 12.5a10 10 0 0 0-2.7-1.9M2 8.8a15 15 0 0 1 4.3-2.6M22 8.8A15 15 0 0 0 10.7 5" />
      <circle cx="12" cy="19.5" r="0.6" />
    </LineIcon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.4-5.7M20 4.5v4.2h-4.2" />
    </LineIcon>
  );
}

/** The shop's chip glyph (same drawing as the app icon), used as logo mark and image placeholder. */
export function ListViewIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <rect x="3.5" y="4.5" width="3" height="3" rx="0.5" />
      <rect x="3.5" y="10.5" width="3" height="3" rx="0.5" />
      <rect x="3.5" y="16.5" width="3" height="3" rx="0.5" />
    </LineIcon>
  );
}

export function GridViewIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
    </LineIcon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </LineIcon>
  );
}

export function ChipGlyph({ size = 32, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#0b4f9c" />
      <g fill="#e8eef7">
        {[178, 230, 282, 334].map((at) => (
          <g key={at}>
            <rect x={at - 13} y="104" width="26" height="60" rx="6" />
            <rect x={at - 13} y="348" width="26" height="60" rx="6" />
            <rect x="104" y={at - 13} width="60" height="26" rx="6" />
            <rect x="348" y={at - 13} width="60" height="26" rx="6" />
          </g>
        ))}
      </g>
      <rect x="140" y="140" width="232" height="232" rx="28" fill="#fff" />
      <rect x="186" y="186" width="140" height="140" rx="14" fill="none" stroke="#0b4f9c" strokeWidth="14" />
      <circle cx="164" cy="164" r="11" fill="#f26b1d" />
    </svg>
  );
}
