import type { AdminProductBody, AdminProductDetail } from '#shared/catalog-admin/schemas.ts';
import { emptyProductForm, type ProductFormFields } from '#shared/catalog-admin/product-rules.ts';

/**
 * The product form as typed: numbers stay the text in their inputs, so bad input is kept on the
 * page exactly as typed (never reset) while the shared rule names the field.
 */
export interface ProductDraft extends Omit<ProductFormFields, 'multiples' | 'step' | 'inventory' | 'prices' | 'supplier_id' | 'category_id'> {
  supplier_id: string;
  category_id: string;
  multiples: string;
  step: string;
  inventory: string;
  prices: { quantity: string; price: string }[];
}

/** A typed number: whole text only, Vietnamese thousands dots allowed ("12.500"); "1.5", "", "12a" are not a number. */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  const digits = /^\d{1,3}(\.\d{3})+$/.test(trimmed) ? trimmed.replaceAll('.', '') : trimmed;
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function draftOf(product: AdminProductDetail | null): ProductDraft {
  const source = product ?? { ...emptyProductForm(), prices: [] };
  return {
    ...source,
    supplier_id: source.supplier_id === null ? '' : String(source.supplier_id),
    category_id: source.category_id === null ? '' : String(source.category_id),
    multiples: String(source.multiples),
    step: String(source.step),
    inventory: String(source.inventory),
    prices: source.prices.length ? source.prices.map((row) => ({ quantity: String(row.quantity), price: String(row.price) })) : [{ quantity: '1', price: '' }],
  };
}

/** The draft as the API body (and the shared rule's input). */
export function bodyOf(draft: ProductDraft): AdminProductBody {
  return {
    name: draft.name,
    name_en: draft.name_en,
    mpn: draft.mpn,
    sku: draft.sku,
    supplier_id: draft.supplier_id ? Number(draft.supplier_id) : null,
    category_id: draft.category_id ? Number(draft.category_id) : null,
    package: draft.package,
    description: draft.description,
    unit: draft.unit,
    multiples: typedNumber(draft.multiples),
    step: typedNumber(draft.step),
    datasheet_url: draft.datasheet_url,
    property_ids: draft.property_ids,
    prices: draft.prices.filter((row) => row.quantity.trim() !== '' || row.price.trim() !== '').map((row) => ({ quantity: typedNumber(row.quantity), price: typedNumber(row.price) })),
    inventory: typedNumber(draft.inventory),
    visible: draft.visible,
    preferred: draft.preferred,
  };
}
