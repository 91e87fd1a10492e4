import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductDetail } from '#shared/catalog/schemas.ts';
import { preparedQuery } from '../../lib/prepared-query.ts';
import { ON_SALE_SQL } from '../catalog/index.ts';

/** A product detail row as PostgreSQL returns it (json aggregates already parsed by the driver). */
export interface ProductDetailRecord extends Omit<ProductDetail, 'images' | 'categories'> {
  categories: ProductDetail['categories'] | null;
  /** Gallery images by position (the main picture may or may not be among them). */
  gallery: number[];
}

/**
 * Everything the product page shows, in ONE round trip of a prepared statement: the product and its supplier by the slug's
 * unique index, and the gallery, volume prices, attributes and category chain as json aggregates,
 * each read through an index on its product id (no N+1, no ORM hydration). The category chain is
 * at most three levels (spec §3), so it is read with two self-joins instead of a recursive query.
 */
const DETAIL_SQL = `
select p.id, p.slug, p.name, p.name_en, p.image_id, p.price, p.unit, p.inventory, p.multiples, p.step, p.reel,
       s.name as supplier_name, p.product_tag_name, p.subject_id,
       p.sku, p.mpn, p.package, p.description, s.slug as supplier_slug,
       p.datasheet_url, p.supplier_id,
       coalesce((select json_agg(g.image_id order by g.position, g.image_id)
                   from product_images g where g.product_id = p.id), '[]') as gallery,
       coalesce((select json_agg(json_build_object('quantity', b.quantity, 'price', b.price) order by b.quantity)
                   from product_prices b where b.product_id = p.id), '[]') as prices,
       coalesce((select json_agg(json_build_object(
                          'group_id', g.id, 'group', g.name, 'group_en', g.name_en,
                          'value_id', v.id, 'value', v.name, 'value_en', v.name_en)
                        order by g.position, g.id, v.position, v.id)
                   from product_properties pp
                   join properties v on v.id = pp.property_id
                   join properties g on g.id = v.parent_id
                  where pp.product_id = p.id), '[]') as attributes,
       (select json_agg(json_build_object(
                  'id', c.id, 'parent_id', c.parent_id, 'level', c.level, 'slug', c.slug, 'name', c.name,
                  'name_en', c.name_en, 'image_id', c.image_id, 'number_product', c.number_product)
                order by c.level)
          from categories leaf
          left join categories mid on mid.id = leaf.parent_id
          join categories c on c.id in (leaf.id, mid.id, mid.parent_id)
         where leaf.id = p.subject_id) as categories
  from products p
  left join suppliers s on s.id = p.supplier_id
 where p.slug = $1 and ${ON_SALE_SQL}`;

/** The product with this slug and everything its page shows, or null (also when hidden or archived). */
export async function findProductDetail(em: EntityManager, slug: string): Promise<ProductDetailRecord | null> {
  const [row] = await preparedQuery<ProductDetailRecord>(em, 'product-detail-v4', DETAIL_SQL, [slug]);
  return row ?? null;
}

/** The gallery in display order: the main picture first, then the others by position, each once. */
export function galleryImages(mainImageId: number | null, gallery: readonly number[]): number[] {
  const ordered = mainImageId === null ? [...gallery] : [mainImageId, ...gallery];
  return [...new Set(ordered)];
}

/** The API shape of a detail row (drops the internal columns). */
export function toProductDetail(record: ProductDetailRecord): ProductDetail {
  const { gallery, categories, ...product } = record;
  return { ...product, categories: categories ?? [], images: galleryImages(record.image_id, gallery) };
}
