import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { cx } from '../../ui/class-names.ts';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, MenuIcon } from '../../ui/icons.tsx';
import { ProductCount } from '../../ui/product-count.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import {
  flyoutItemCount,
  initialMegaMenuState,
  level2ItemIndex,
  level3ItemIndex,
  menuKeyOf,
  reduceMegaMenu,
  type MegaMenuAction,
  type MegaMenuState,
} from './mega-menu-state.ts';
import styles from './mega-menu.module.css';
import { menuShape } from './menu-shape.ts';

/** Mouse users cross other level-1 entries on their way to a flyout; only a pause there switches it. */
const HOVER_INTENT_MS = 110;

type FocusableRef = HTMLAnchorElement | HTMLButtonElement | null;

/**
 * The desktop category mega-menu (spec §2): a menu button opens the level-1 list; level 2 shows
 * on hover, focus or tap; a level-2 entry with children opens level 3 with a back control.
 */
export function MegaMenu({ categories }: { categories: MenuCategory[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const shape = useMemo(() => menuShape(categories), [categories]);
  const [state, setState] = useState<MegaMenuState>(initialMegaMenuState);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const level1Refs = useRef<FocusableRef[]>([]);
  const flyoutRefs = useRef<FocusableRef[]>([]);
  const hoverTimer = useRef<number | undefined>(undefined);
  const lastPointer = useRef<string | null>(null);
  const panelId = useId();
  const flyoutTitleId = useId();

  /** Applies an action; true when it changed anything (the caller then owns the key press). */
  function send(action: MegaMenuAction): boolean {
    const next = reduceMegaMenu(state, action, shape);
    if (next === state) return false;
    setState(next);
    return true;
  }

  useEffect(() => {
    const target = state.focus;
    if (!target) return;
    const element =
      target.area === 'toggle'
        ? toggleRef.current
        : target.area === 'level1'
          ? level1Refs.current[target.index]
          : flyoutRefs.current[target.index];
    element?.focus();
    // Focus requests are identified by their sequence number.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.focusSeq]);

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setState((current) => reduceMegaMenu(current, { type: 'close', restoreFocus: false }, shape));
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, shape]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  function cancelHover() {
    window.clearTimeout(hoverTimer.current);
  }

  function hoverLevel1(index: number) {
    cancelHover();
    hoverTimer.current = window.setTimeout(() => {
      setState((current) => reduceMegaMenu(current, { type: 'activate', index }, shape));
    }, HOVER_INTENT_MS);
  }

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      send({ type: 'openWithKeyboard', last: event.key === 'ArrowUp' });
    } else if (event.key === 'Escape' && state.open) {
      send({ type: 'close', restoreFocus: true });
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const key = menuKeyOf(event.key, event.shiftKey);
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-menu-area]');
    if (!key || !item) return;
    const area = item.dataset.menuArea === 'level1' ? 'level1' : 'flyout';
    const index = Number(item.dataset.menuIndex);
    lastPointer.current = null;
    if (send({ type: 'key', key, from: { area, index } }) || key.startsWith('Arrow')) event.preventDefault();
  }

  function onLevel1Click(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // Touch has no hover: the first tap opens level 2, a second tap follows the link.
    const touch = lastPointer.current === 'touch' || lastPointer.current === 'pen';
    if (touch && state.active !== index && (shape.level2Counts[index] ?? 0) > 0) {
      event.preventDefault();
      // Not a navigation: the panel must not treat this tap as a followed link.
      event.stopPropagation();
      send({ type: 'activate', index });
    }
  }

  function onLevel2Click(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // Spec §2: a click on a level-2 entry with children opens level 3 (its "all" link navigates).
    // Modified clicks keep the link's own behaviour (open in a new tab).
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    send({ type: 'showLevel3', index });
  }

  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    // A followed link (the router has already prevented the full page load): close behind it.
    if ((event.target as HTMLElement).closest('a')) send({ type: 'close', restoreFocus: false });
  }

  const active = state.active === null ? undefined : categories[state.active];
  const level3Parent = active && state.level3Of !== null ? active.children[state.level3Of] : undefined;
  const showFlyout = state.open && flyoutItemCount(state, shape) > 0;
  const activeName = active ? localizedName(active, locale) : '';
  const level3ParentName = level3Parent ? localizedName(level3Parent, locale) : '';

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t`Danh mục sản phẩm`}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !navRef.current?.contains(next)) send({ type: 'close', restoreFocus: false });
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={state.open}
        aria-controls={panelId}
        onClick={() => send({ type: 'toggle' })}
        onKeyDown={onToggleKeyDown}
      >
        <MenuIcon size={20} />
        <span>
          <Trans>Danh mục sản phẩm</Trans>
        </span>
        <ChevronDownIcon size={16} className={cx(styles.toggleChevron, state.open && styles.toggleChevronOpen)} />
      </button>

      <div
        id={panelId}
        className={styles.panel}
        hidden={!state.open}
        onKeyDown={onPanelKeyDown}
        onClick={onPanelClick}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
      >
        {/* Built while open, not with every page: some 300 elements that a phone never shows. */}
        {state.open && (
          <ul role="list" className={styles.level1List}>
            {categories.map((category, index) => {
              const name = localizedName(category, locale);
              const isActive = state.active === index;
              return (
                <li key={category.id}>
                  <Link
                    ref={(element) => {
                      level1Refs.current[index] = element;
                    }}
                    to="/product/$slug"
                    params={{ slug: category.slug }}
                    className={cx(styles.level1Link, isActive && styles.level1LinkActive)}
                    data-menu-area="level1"
                    data-menu-index={index}
                    onFocus={() => send({ type: 'activate', index })}
                    onPointerEnter={(event) => event.pointerType === 'mouse' && hoverLevel1(index)}
                    onPointerLeave={cancelHover}
                    onClick={(event) => onLevel1Click(event, index)}
                  >
                    <Thumb imageId={category.image_id} size={28} alt="" className={styles.level1Thumb} />
                    <span className={styles.level1Name}>{name}</span>
                    <ProductCount className={styles.count} count={category.number_product} />
                    {category.children.length > 0 && <ChevronRightIcon size={14} className={styles.level1Chevron} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}

        {showFlyout && active && (
          <div className={styles.flyout} role="group" aria-labelledby={flyoutTitleId} onPointerEnter={cancelHover}>
            {level3Parent ? (
              <>
                <button
                  ref={(element) => {
                    flyoutRefs.current[0] = element;
                  }}
                  type="button"
                  className={styles.back}
                  data-menu-area="flyout"
                  data-menu-index={0}
                  onClick={() => send({ type: 'back' })}
                >
                  <ChevronLeftIcon size={16} />
                  <Trans>Quay lại {activeName}</Trans>
                </button>
                <Link
                  ref={(element) => {
                    flyoutRefs.current[1] = element;
                  }}
                  id={flyoutTitleId}
                  to="/product/$slug"
                  params={{ slug: level3Parent.slug }}
                  className={styles.viewAll}
                  data-menu-area="flyout"
                  data-menu-index={1}
                >
                  <Trans>Tất cả {level3ParentName}</Trans>
                  <ProductCount className={styles.count} count={level3Parent.number_product} />
                </Link>
                <ul role="list" className={styles.level3List}>
                  {level3Parent.children.map((level3, k) => (
                    <li key={level3.id}>
                      <Link
                        ref={(element) => {
                          flyoutRefs.current[level3ItemIndex(k)] = element;
                        }}
                        to="/product/$slug"
                        params={{ slug: level3.slug }}
                        className={styles.entry}
                        data-menu-area="flyout"
                        data-menu-index={level3ItemIndex(k)}
                      >
                        <span>{localizedName(level3, locale)}</span>
                        <ProductCount className={styles.count} count={level3.number_product} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                <Link
                  ref={(element) => {
                    flyoutRefs.current[0] = element;
                  }}
                  id={flyoutTitleId}
                  to="/product/$slug"
                  params={{ slug: active.slug }}
                  className={styles.viewAll}
                  data-menu-area="flyout"
                  data-menu-index={0}
                >
                  <Trans>Tất cả {activeName}</Trans>
                  <ProductCount className={styles.count} count={active.number_product} />
                </Link>
                <ul role="list" className={styles.level2List}>
                  {active.children.map((level2, j) => {
                    const itemIndex = level2ItemIndex(j);
                    const setRef = (element: FocusableRef) => {
                      flyoutRefs.current[itemIndex] = element;
                    };
                    const hasLevel3 = level2.children.length > 0;
                    return (
                      <li key={level2.id}>
                        <Link
                          ref={setRef}
                          to="/product/$slug"
                          params={{ slug: level2.slug }}
                          className={cx(styles.entry, hasLevel3 && styles.entryParent)}
                          aria-expanded={hasLevel3 ? false : undefined}
                          data-menu-area="flyout"
                          data-menu-index={itemIndex}
                          onClick={hasLevel3 ? (event) => onLevel2Click(event, j) : undefined}
                        >
                          <span>{localizedName(level2, locale)}</span>
                          <ProductCount className={styles.count} count={level2.number_product} />
                          {hasLevel3 && <ChevronRightIcon size={14} className={styles.entryChevron} />}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </nav>
  );
}
