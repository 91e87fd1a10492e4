import type { AdminDelivery, AdminVatInvoice } from '#shared/admin/schemas.ts';

/** The parts of a shop order's checkout snapshot (place-order.ts) read back after the order. */
export interface OrderSnapshot {
  address?: { text?: string; name?: string; phone?: string } | null;
  company?: { company?: string; taxcode?: string; company_address?: string } | null;
  pickup?: { date?: string | null; time?: string | null; name?: string; phone?: string } | null;
  transport?: { name?: string; payment?: number; delivery_time?: string } | null;
  totals?: { rounding?: number } | null;
}

/** The columns of a shop order (the Order entity's) its delivery and VAT facts are read from. */
export interface SnapshotFacts {
  flow: string;
  deliveryMethod: number;
  deliveryCost: number;
  vat: boolean;
  snapshot: OrderSnapshot;
}

/**
 * A shop order's delivery facts as the customer gave them: the method (null
 * abroad), the international carrier with its fee and time, the address's recipient and phone,
 * whether the fee is paid on receipt, who collects it in the shop and when.
 */
export function shopDeliveryFacts(row: SnapshotFacts): AdminDelivery {
  const { address, pickup, transport } = row.snapshot;
  const abroad = row.flow === 'abroad';
  return {
    method: abroad ? null : row.deliveryMethod,
    company: abroad && transport?.name ? { name: transport.name, fee: transport.payment ?? null, delivery_time: transport.delivery_time ?? null } : null,
    fee_on_receipt: row.deliveryCost === 1,
    recipient: address?.name || address?.phone ? { name: address.name ?? '', phone: address.phone ?? '' } : null,
    address_source: address?.text ? 'order' : null,
    pickup: pickup ? { name: pickup.name || null, phone: pickup.phone || null, date: pickup.date ?? null, time: pickup.time ?? null } : null,
  };
}

/** The company a shop order's VAT invoice is made out to, or null without one. */
export function vatInvoiceFacts(row: SnapshotFacts): AdminVatInvoice | null {
  const company = row.snapshot.company;
  if (!row.vat || !company) return null;
  return { company: company.company ?? '', taxcode: company.taxcode ?? '', company_address: company.company_address ?? '' };
}
