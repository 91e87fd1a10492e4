import { Trans, useLingui } from '@lingui/react/macro';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { useDocumentTitle } from '../../../ui/use-page-meta.ts';
import { CategoryBlock } from './category-block.tsx';
import { HeroStrip } from './hero-strip.tsx';
import styles from './home-screen.module.css';

/** The home page: value proposition, then one block per level-1 category in menu order (spec §2). */
export function HomeScreen({ categories }: { categories: MenuCategory[] }) {
  const { t } = useLingui();
  useDocumentTitle(t`Linh kiện điện tử & báo giá mạch in PCB`);
  const productTotal = categories.reduce((sum, category) => sum + category.number_product, 0);

  return (
    <>
      <HeroStrip productTotal={productTotal} />
      <div className={`container ${styles.blocks}`}>
        {categories.length > 0 ? (
          categories.map((category) => <CategoryBlock key={category.id} category={category} />)
        ) : (
          <p className={styles.empty}>
            <Trans>Cửa hàng đang cập nhật danh mục sản phẩm. Vui lòng quay lại sau.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
