import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryCompany } from '#shared/checkout-api/schemas.ts';
import { quoteShipping, type QuoteShipping } from '#shared/pcb/shipping-fee.ts';
import { deliveryCompanyProblem } from '#shared/pcb/submit-rules.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkDesignFile } from './design-archive.ts';
import type { DeliveryChoice, PcbOrderDraft } from './order-draft.ts';
import { PcbOrderSchema } from './pcb-order.entity.ts';
import { activeDeliveryCompanies } from '../checkout/settings-queries.ts';
import { quoteCountryIso } from './quote-delivery.ts';
import type { DesignUpload } from './quote-multipart.ts';
import { checkShippingPayment, rejected, requireDesignFile } from './quote-checks.ts';

/** Storage key of a design file: a server-generated name, never the upload's (ARCHITECTURE "Security"). */
export function designFileKey(kind: string): string {
  return `pcb-designs/${randomUUID()}.${kind}`;
}

/**
 * Refuses a quote from abroad without a delivery company, or naming one that is not offered
 * (spec §5 please_select_delivery; the rule is shared/pcb/submit-rules.ts, the country is read
 * as the checkout reads it: the profile's, else the default delivery address's). Answers the
 * active companies, which price the shipping.
 */
async function checkDeliveryCompany(em: EntityManager, userId: number, transportId: number | undefined): Promise<DeliveryCompany[]> {
  const [countryIso, companies] = await Promise.all([quoteCountryIso(em, userId), activeDeliveryCompanies(em)]);
  const problem = deliveryCompanyProblem({ countryIso, transportId, companyIds: companies.map((company) => company.id) });
  if (!problem) return companies;
  const message = transportId === undefined ? 'Choose a delivery company' : `Delivery company ${transportId} is not offered`;
  throw rejected(problem, message, 'transport_id');
}

/**
 * The chosen company's fee added to the quote (shared/pcb/shipping-fee.ts), after refusing a sent
 * `shipping_payment` that disagrees: 409 price_mismatch naming both values, as for a tampered
 * unit price (ARCHITECTURE "never trusts a price").
 */
function pricedShipping(draft: PcbOrderDraft, delivery: DeliveryChoice, companies: readonly DeliveryCompany[]): QuoteShipping {
  const shipping = quoteShipping(draft.total, delivery.transport_id, companies);
  checkShippingPayment(delivery.shipping_payment, shipping.shipping_payment);
  return shipping;
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
  const archive = order.upload ? await checkDesignFile(order.upload.filename, order.upload.bytes) : null;
  if (order.draft.needsFile) requireDesignFile(archive !== null);
  const companies = await checkDeliveryCompany(em, order.userId, order.delivery.transport_id);
  const shipping = pricedShipping(order.draft, order.delivery, companies);
  const key = archive && order.upload ? designFileKey(archive) : null;
  if (key && order.upload) await storage.put(key, order.upload.bytes);
  try {
    return await em.transactional(async (tx) => {
      const { needsFile: _needsFile, pcbTypeId, pcbQuoteId, stencilSizeId, buildTimeId, total, ...fields } = order.draft;
      const row = tx.create(PcbOrderSchema, {
        ...fields,
        // A custom quote is priced by hand later: its total stays the draft's (0), the fee is kept beside it.
        total: order.draft.kind === 'custom' ? total : shipping.total,
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
        // The server's own fee, and only with a company: Vietnamese quotes keep null as before.
        shippingPayment: order.delivery.transport_id === undefined ? null : shipping.shipping_payment,
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
