import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { localizedName } from '../../i18n/localized-name.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ChevronLeftIcon, ChevronRightIcon, ChipGlyph, CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { ProductCount } from '../../ui/product-count.tsx';
import { Thumb } from '../../ui/thumb.tsx';
import styles from './category-drawer.module.css';

/** Where the drawer is in the tree: [] level 1, [i] level 2 of entry i, [i, j] level 3. */
type DrawerPath = [] | [number] | [number, number];

/**
 * The category menu on narrow screens (spec §2 mega-menu, touch first): a modal drawer that drills
 * down level 1 → 2 → 3 with a back control. The native <dialog> traps focus and closes on Escape.
 */
export function CategoryDrawer({ categories, children }: { categories: MenuCategory[]; children?: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [path, setPath] = useState<DrawerPath>([]);
  // The drawer's lists (some 330 elements) are built when it opens, not with every page: the
  // first render of a page on a phone is its slowest moment.
  const [isOpen, setOpen] = useState(false);

  const [level1Index, level2Index] = path;
  const level1 = level1Index === undefined ? undefined : categories[level1Index];
  const level2 = level1 && level2Index !== undefined ? level1.children[level2Index] : undefined;
  const current = level2 ?? level1;

  useEffect(() => {
    if (isOpen && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [isOpen]);

  useEffect(() => {
    // After drilling in or out, focus the new list's heading so screen readers hear where they are.
    if (dialogRef.current?.open) headingRef.current?.focus();
  }, [path]);

  function open() {
    setPath([]);
    setOpen(true);
  }

  function close() {
    dialogRef.current?.close();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop targets the dialog itself; inside, the panel catches it.
    if (event.target === event.currentTarget) close();
    else if ((event.target as HTMLElement).closest('a')) close();
  }

  const title = current ? localizedName(current, locale) : t`Danh mục sản phẩm`;
  const backLabel = level2 && level1 ? localizedName(level1, locale) : t`Tất cả danh mục`;

  return (
    <>
      <button type="button" className={styles.opener} onClick={open} aria-haspopup="dialog">
        <MenuIcon size={22} />
        <span className="visually-hidden">
          <Trans>Mở danh mục sản phẩm</Trans>
        </span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={t`Danh mục sản phẩm`}
        onClick={onDialogClick}
        onClose={() => setOpen(false)}
      >
        {isOpen && (
          <div className={styles.panel}>
            <div className={styles.top}>
              {current ? (
                <button
                  type="button"
                  className={styles.back}
                  onClick={() => setPath(level2 && level1Index !== undefined ? [level1Index] : [])}
                >
                  <ChevronLeftIcon size={18} />
                  <span>{backLabel}</span>
                </button>
              ) : (
                <ChipGlyph size={30} className={styles.brand} />
              )}
              <button type="button" className={styles.close} onClick={close}>
                <CloseIcon size={22} />
                <span className="visually-hidden">
                  <Trans>Đóng</Trans>
                </span>
              </button>
            </div>

            <nav aria-label={t`Danh mục sản phẩm`} className={styles.body}>
              <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
                {title}
              </h2>
              {current && (
                <Link to="/product/$slug" params={{ slug: current.slug }} className={styles.viewAll}>
                  <Trans>Xem tất cả</Trans>
                  <ProductCount className={styles.count} count={current.number_product} />
                </Link>
              )}
              <ul role="list" className={styles.list}>
                {!level1 &&
                  categories.map((category, index) => (
                    <li key={category.id}>
                      <DrawerEntry
                        name={localizedName(category, locale)}
                        slug={category.slug}
                        count={category.number_product}
                        imageId={category.image_id}
                        onDrill={category.children.length > 0 ? () => setPath([index]) : undefined}
                      />
                    </li>
                  ))}
                {level1 &&
                  !level2 &&
                  level1.children.map((child, index) => (
                    <li key={child.id}>
                      <DrawerEntry
                        name={localizedName(child, locale)}
                        slug={child.slug}
                        count={child.number_product}
                        onDrill={child.children.length > 0 && level1Index !== undefined ? () => setPath([level1Index, index]) : undefined}
                      />
                    </li>
                  ))}
                {level2 &&
                  level2.children.map((child) => (
                    <li key={child.id}>
                      <DrawerEntry name={localizedName(child, locale)} slug={child.slug} count={child.number_product} />
                    </li>
                  ))}
              </ul>
              {!current && children}
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
}

interface DrawerEntryProps {
  name: string;
  slug: string;
  count: number;
  imageId?: number | null;
  /** Set when the entry has children: a tap drills down instead of navigating. */
  onDrill?: (() => void) | undefined;
}

function DrawerEntry({ name, slug, count, imageId, onDrill }: DrawerEntryProps) {
  const content = (
    <>
      {imageId !== undefined && <Thumb imageId={imageId} size={32} alt="" className={styles.thumb} />}
      <span className={styles.name}>{name}</span>
      <ProductCount className={styles.count} count={count} />
    </>
  );
  if (onDrill) {
    return (
      <button type="button" className={styles.entry} onClick={onDrill}>
        {content}
        <ChevronRightIcon size={16} className={styles.chevron} />
      </button>
    );
  }
  return (
    <Link to="/product/$slug" params={{ slug }} className={styles.entry}>
      {content}
    </Link>
  );
}
