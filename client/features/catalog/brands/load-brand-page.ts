import { notFound } from '@tanstack/react-router';
import type { SupplierDetailResponse, SupplierListResponse } from '#shared/catalog/schemas.ts';
import { ApiError } from '../../../api/api-error.ts';
import { fetchSupplier, fetchSuppliers } from '../catalog-api.ts';

export type BrandDetail = SupplierDetailResponse['supplier'];

/** The brand page loader (`/suppliers/{slug}`, `/thuong-hieu/{slug}`): an unknown brand is a not-found. */
export async function loadBrandPage(slug: string, signal: AbortSignal): Promise<BrandDetail> {
  try {
    return (await fetchSupplier(slug, signal)).supplier;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The /thuong-hieu loader: every brand with its product count. */
export async function loadBrandIndex(signal: AbortSignal): Promise<SupplierListResponse['suppliers']> {
  return (await fetchSuppliers(undefined, signal)).suppliers;
}
