import { Trans, useLingui } from '@lingui/react/macro';
import { EAGER_HOME_BLOCKS, homeBlockFamilies } from '#shared/catalog/home-blocks.ts';
import type { MenuCategory } from '#shared/catalog/schemas.ts';
import { useDocumentTitle } from '../../../ui/use-page-meta.ts';
import { CategoryBlock } from './category-block.tsx';
import { HeroStrip } from './hero-strip.tsx';
import styles from './home-screen.module.css';

/**
 * The home page: value proposition, then a block per level-1 category in menu order (spec §2),
 * leaving out the families with nothing in stock.
 */
export function HomeScreen({ categories }: { categories: MenuCategory[] }) {
  const { t } = useLingui();
  useDocumentTitle(t`Linh kiện điện tử & báo giá mạch in PCB`);
  const productTotal = categories.reduce((sum, category) => sum + category.number_product, 0);
  const families = homeBlockFamilies(categories);

  return (
    <>
      <HeroStrip productTotal={productTotal} />
      <div className={`container ${styles.blocks}`}>
        {families.length > 0 ? (
          families.map((category, index) => <CategoryBlock key={category.id} category={category} eager={index < EAGER_HOME_BLOCKS} first={index === 0} />)
        ) : (
          <p className={styles.empty}>
            <Trans>Cửa hàng đang cập nhật danh mục sản phẩm. Vui lòng quay lại sau.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
