import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deliveryCompanyProblem } from '#shared/pcb/submit-rules.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkDesignFile } from './design-archive.ts';
import type { DeliveryChoice, PcbOrderDraft } from './order-draft.ts';
import { PcbOrderSchema } from './pcb-order.entity.ts';
import { activeDeliveryCompanies } from '../checkout/settings-queries.ts';
import { quoteCountryIso } from './quote-delivery.ts';
import type { DesignUpload } from './quote-multipart.ts';
import { rejected, requireDesignFile } from './quote-checks.ts';

/** Storage key of a design file: a server-generated name, never the upload's (ARCHITECTURE "Security"). */
export function designFileKey(kind: string): string {
  return `pcb-designs/${randomUUID()}.${kind}`;
}

/**
 * Refuses a quote from abroad without a delivery company, or naming one that is not offered
 * (spec §5 please_select_delivery; the rule is shared/pcb/submit-rules.ts, the country is read
 * as the checkout reads it: the profile's, else the default delivery address's).
 */
async function checkDeliveryCompany(em: EntityManager, userId: number, transportId: number | undefined): Promise<void> {
  const [countryIso, companies] = await Promise.all([quoteCountryIso(em, userId), activeDeliveryCompanies(em)]);
  const problem = deliveryCompanyProblem({ countryIso, transportId, companyIds: companies.map((company) => company.id) });
  if (!problem) return;
  const message = transportId === undefined ? 'Choose a delivery company' : `Delivery company ${transportId} is not offered`;
  throw rejected(problem, message, 'transport_id');
}

export interface NewPcbOrder {
  userId: number;
  draft: PcbOrderDraft;
  delivery: DeliveryChoice;
  upload: DesignUpload | null;
}

/**
 * Records a checked and priced quote: the design file's bytes are checked (name, magic bytes,
 * zip limits) and stored under a generated name, then the order row is written in one
 * transaction; if the write fails the stored file is removed again. Answers the new order's id.
 */
export async function createPcbOrder(em: EntityManager, storage: Storage, order: NewPcbOrder): Promise<number> {
  const archive = order.upload ? checkDesignFile(order.upload.filename, order.upload.bytes) : null;
  if (order.draft.needsFile) requireDesignFile(archive !== null);
  await checkDeliveryCompany(em, order.userId, order.delivery.transport_id);
  const key = archive && order.upload ? designFileKey(archive) : null;
  if (key && order.upload) await storage.put(key, order.upload.bytes);
  try {
    return await em.transactional(async (tx) => {
      const { needsFile: _needsFile, pcbTypeId, pcbQuoteId, stencilSizeId, buildTimeId, ...fields } = order.draft;
      const row = tx.create(PcbOrderSchema, {
        ...fields,
        user: order.userId,
        pcbType: pcbTypeId,
        pcbQuote: pcbQuoteId,
        stencilSize: stencilSizeId,
        buildTime: buildTimeId,
        deliveryMethod: order.delivery.delivery_method ?? null,
        paymentMethod: order.delivery.payment_method ?? null,
        paymentInShop: order.delivery.payment_in_shop ?? null,
        address: order.delivery.address ?? null,
        codPayment: order.delivery.cod_payment ?? null,
        shippingPayment: order.delivery.shipping_payment ?? null,
        transportId: order.delivery.transport_id ?? null,
        designFileKey: key,
        designFileName: key && order.upload ? order.upload.filename : null,
        designFileSize: key && order.upload ? order.upload.bytes.length : null,
        status: 'new',
      });
      await tx.flush();
      return row.id;
    });
  } catch (error) {
    if (key) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
