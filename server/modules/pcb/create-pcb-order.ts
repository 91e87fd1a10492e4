import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '#shared/i18n/locale.ts';
import { totalWithCharges } from '#shared/pcb/quote-charges.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkDesignFile } from './design-archive.ts';
import type { DeliveryChoice, PcbOrderDraft } from './order-draft.ts';
import { PcbOrderSchema } from './pcb-order.entity.ts';
import { queueOrderConfirmation } from '../lifecycle/index.ts';
import { resolveQuoteDelivery } from './quote-delivery.ts';
import type { DesignUpload } from './quote-multipart.ts';
import { checkCharges, requireDesignFile } from './quote-checks.ts';
import { uploadKey } from '../../http/multipart-form.ts';
import { notFound } from '../../errors.ts';
import { SavedBomSchema } from '../bom/saved-bom.entity.ts';

/** Storage key of a design file: a server-generated name, never the upload's (ARCHITECTURE "Security"). */
export function designFileKey(kind: string): string {
  return uploadKey('pcb-designs', kind);
}

export interface NewPcbOrder {
  userId: number;
  draft: PcbOrderDraft;
  delivery: DeliveryChoice;
  upload: DesignUpload | null;
  /** The caller's storefront language: the stored address line names the country in it. */
  language: Locale;
}

/**
 * Records a checked and priced quote: the design file's bytes are checked (name, magic bytes,
 * zip limits), the delivery is checked and priced (quote-delivery.ts), the file is stored under a
 * generated name, then the order row is written in one transaction; if the write fails the stored
 * file is removed again. Answers the new order's id.
 */
export async function createPcbOrder(
  em: EntityManager,
  storage: Storage,
  order: NewPcbOrder,
  /** Runs last inside the transaction: the route stores its idempotent answer there. */
  beforeCommit?: (tx: EntityManager, id: number) => Promise<void>,
): Promise<number> {
  const archive = order.upload ? await checkDesignFile(order.upload.filename, order.upload.bytes) : null;
  if (order.draft.needsFile) requireDesignFile(archive !== null);
  // The delivery and COD fees the server computes from the user's address and the shop's fees;
  // sent ones that disagree are refused before anything is written.
  const delivery = await resolveQuoteDelivery(em, order.userId, order.delivery, order.language);
  checkCharges(order.delivery, delivery.charges);
  // Only the sender's own saved BOM: another user's reads as not found (saved BOMs are owner-only).
  const savedBomId = order.draft.savedBomId ?? null;
  if (savedBomId !== null && (await em.count(SavedBomSchema, { id: savedBomId, user: order.userId })) === 0) throw notFound('BOM');
  const key = archive && order.upload ? designFileKey(archive) : null;
  if (key && order.upload) await storage.put(key, order.upload.bytes);
  try {
    return await em.transactional(async (tx) => {
      const { needsFile: _needsFile, pcbTypeId, pcbQuoteId, stencilSizeId, buildTimeId, total, savedBomId: _savedBomId, ...fields } = order.draft;
      const row = tx.create(PcbOrderSchema, {
        ...fields,
        // A custom quote is priced by hand later: its total stays the draft's (0), the fees are kept beside it.
        total: order.draft.kind === 'custom' ? total : totalWithCharges(total, delivery.charges),
        user: order.userId,
        pcbType: pcbTypeId,
        pcbQuote: pcbQuoteId,
        stencilSize: stencilSizeId,
        buildTime: buildTimeId,
        savedBom: savedBomId,
        deliveryMethod: delivery.delivery_method,
        paymentMethod: delivery.payment_method,
        paymentInShop: delivery.payment_in_shop,
        address: delivery.address,
        codPayment: delivery.charges.cod_payment,
        shippingPayment: delivery.charges.shipping_payment,
        transportId: delivery.transport_id,
        designFileKey: key,
        designFileName: key && order.upload ? order.upload.filename : null,
        designFileSize: key && order.upload ? order.upload.bytes.length : null,
        status: 'new',
      });
      await tx.flush();
      // The quote's confirmation e-mail, queued in this transaction.
      await queueOrderConfirmation(tx, { orderKind: 'pcb', orderId: row.id });
      await beforeCommit?.(tx, row.id);
      return row.id;
    });
  } catch (error) {
    if (key) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
