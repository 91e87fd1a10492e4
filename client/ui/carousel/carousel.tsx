import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import { useOnScreen } from '../use-on-screen.ts';
import styles from './carousel.module.css';
import {
  nextItemOffset,
  nextPageOffset,
  previousPageOffset,
  trackEdges,
  type ItemExtent,
  type TrackState,
} from './carousel-position.ts';
import { usePageVisible, usePrefersReducedMotion } from './use-environment-flags.ts';

/** Spec §9: carousels advance every 5 seconds. */
export const AUTOPLAY_INTERVAL_MS = 5_000;

interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The region's accessible name, e.g. the section title. */
  label: string;
  /** Advance one item every 5 s until the end (default on). */
  autoplay?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

function readTrack(track: HTMLElement): { state: TrackState; items: ItemExtent[] } {
  const children = Array.from(track.children) as HTMLElement[];
  const origin = children[0]?.offsetLeft ?? 0;
  return {
    state: { scrollLeft: track.scrollLeft, viewport: track.clientWidth, scrollWidth: track.scrollWidth },
    items: children.map((child) => ({ start: child.offsetLeft - origin, end: child.offsetLeft - origin + child.offsetWidth })),
  };
}

/**
 * A row of items that scrolls sideways (spec §2 home category blocks and related products,
 * §9: 4 wide down to 1 on narrow screens, no loop, autoplay every 5 s). Touch swipes are native
 * scrolling with scroll-snap; previous/next buttons page by a screenful and are disabled at the
 * ends. Autoplay pauses on hover, while focus is inside, while the tab is hidden or the row is off
 * screen, and never runs under `prefers-reduced-motion`; a touch or the pause button stops it.
 */
export function Carousel<T>({ items, itemKey, renderItem, label, autoplay = true, previousLabel, nextLabel, className }: CarouselProps<T>) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [inView, setInView] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const next = trackEdges({ scrollLeft: track.scrollLeft, viewport: track.clientWidth, scrollWidth: track.scrollWidth });
      setEdges((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
    };
    update();
    // Once per scroll, where supported: a listener on every frame of each autoplay step kept the
    // main thread busy on an idle page.
    const scrollEvent = 'onscrollend' in track ? 'scrollend' : 'scroll';
    track.addEventListener(scrollEvent, update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(track);
    return () => {
      track.removeEventListener(scrollEvent, update);
      resize.disconnect();
    };
  }, [items]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      threshold: 0.5,
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const scrollTrackTo = useCallback(
    (left: number) => trackRef.current?.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' }),
    [reducedMotion],
  );

  const scrollable = !(edges.atStart && edges.atEnd);
  const canAutoplay = autoplay && !reducedMotion && scrollable;
  const running = canAutoplay && !stopped && !hovered && !focusWithin && pageVisible && inView && !edges.atEnd;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      const { state, items: extents } = readTrack(track);
      const offset = nextItemOffset(extents, state);
      if (offset !== null) scrollTrackTo(offset);
    }, AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, scrollTrackTo]);

  function page(direction: -1 | 1) {
    const track = trackRef.current;
    if (!track) return;
    const { state, items: extents } = readTrack(track);
    scrollTrackTo(direction === 1 ? nextPageOffset(extents, state) : previousPageOffset(extents, state));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  function onTrackPointerDown(event: PointerEvent<HTMLUListElement>) {
    // A finger on the row means the visitor has taken over; moving it away from them would be rude.
    if (event.pointerType !== 'mouse') setStopped(true);
  }

  return (
    <section
      ref={rootRef}
      className={cx(styles.carousel, className)}
      aria-roledescription={t`băng chuyền`}
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      {canAutoplay && (
        // WCAG 2.2.2: moving content can be paused. Shown when focused (hover already pauses for mice).
        <button type="button" className={styles.pause} onClick={() => setStopped((value) => !value)}>
          {stopped ? t`Bật tự chuyển` : t`Dừng tự chuyển`}
        </button>
      )}
      <ul ref={trackRef} role="list" className={styles.track} onPointerDown={onTrackPointerDown}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {scrollable && (
        <>
          <button
            type="button"
            className={cx(styles.nav, styles.previous)}
            onClick={() => page(-1)}
            disabled={edges.atStart}
            aria-label={previousLabel ?? t`Xem mục trước`}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={cx(styles.nav, styles.next)}
            onClick={() => page(1)}
            disabled={edges.atEnd}
            aria-label={nextLabel ?? t`Xem mục tiếp theo`}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      )}
    </section>
  );
}

/**
 * The carousel's shape while its items load: same widths, hidden from assistive technology. Its
 * skeletons shimmer only while it is on screen; one item is enough to hold the
 * row's height for a block that is not loading yet.
 */
export function CarouselSkeleton({ count = 4, renderItem }: { count?: number; renderItem: (index: number) => ReactNode }) {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.carousel} aria-hidden="true" data-skeleton={onScreen ? undefined : 'still'}>
      <ul role="list" className={styles.track}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.item}>
            {renderItem(index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
