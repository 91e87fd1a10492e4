import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDelivery } from '#shared/admin/schemas.ts';
import { DELIVERY_METHOD } from '#shared/checkout/methods.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { PcbOrderItem } from '#shared/pcb/schemas.ts';
import { orderAddress } from '../checkout/index.ts';

/**
 * A PCB quote's delivery facts. A quote keeps the address line it was priced
 * for (name · phone · address; Vietnam since item 10, abroad when one was typed); a quote without
 * one (abroad without a typed address, or older quotes) ships to the customer's default delivery
 * address: given as it is now, and said so (`address_source` default). Pickup in the shop has no
 * address; abroad names the carrier.
 */
export async function pcbDeliveryFacts(em: EntityManager, pcb: PcbOrderItem, userId: number, language: Locale): Promise<{ delivery: AdminDelivery; addressText: string | null }> {
  const pickup = pcb.delivery_method === DELIVERY_METHOD.inShop;
  const fallback = !pickup && !pcb.address ? await orderAddress(em, userId, null, language) : null;
  return {
    delivery: {
      method: pcb.delivery_company ? null : pcb.delivery_method,
      company: pcb.delivery_company ? { name: pcb.delivery_company.name, fee: pcb.shipping_payment, delivery_time: null } : null,
      fee_on_receipt: false,
      recipient: fallback ? { name: fallback.name, phone: fallback.phone } : null,
      address_source: pcb.address ? 'order' : fallback ? 'default' : null,
      pickup: null,
    },
    addressText: pcb.address ?? fallback?.text ?? null,
  };
}
