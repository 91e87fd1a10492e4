import type { EntityManager } from '@mikro-orm/postgresql';
import { pcbOrderCode } from '#shared/pcb/order-code.ts';
import { localizedName, localizedText } from '#shared/pcb/localized-name.ts';
import type { PaymentsConfig } from '../../config.ts';
import { type AmountKey, type ConfirmationFacts, type ConfirmationPayment, type OrderConfirmationJob, pcbPaymentMethod } from '../lifecycle/index.ts';
import { linesOf } from './order-queries.ts';
import { shopDeliveryFacts, vatInvoiceFacts } from './order-snapshot.ts';
import { pcbDeliveryFacts, pcbOrderItemById, type PcbRefundsOf } from '../pcb/index.ts';
import { OrderSchema } from './order.entity.ts';
import { shopBankAccount } from '../shop-settings/index.ts';

type Bank = PaymentsConfig['bankTransfer'];

function bankBlock(bank: Bank, amount: number, memo: string): ConfirmationFacts['payment']['bank'] {
  return bank ? { bankName: bank.bankName, accountNumber: bank.accountNumber, accountName: bank.accountName, amount, memo } : null;
}

async function shopFacts(em: EntityManager, bank: Bank, orderId: number): Promise<{ email: string | null; facts: ConfirmationFacts } | null> {
  const row = await em.findOne(OrderSchema, orderId, { populate: ['user'] });
  if (!row) return null;
  const lines = (await linesOf(em, [orderId])).get(orderId) ?? [];
  const amounts: ConfirmationFacts['amounts'] = (
    [
      ['goods', row.goods],
      ['price_increase', row.priceIncrease],
      ['delivery', row.deliveryFee],
      ['cod', row.codFee],
      ['vat', row.vatAmount],
      ['bonus', row.bonus],
      ['online_fee', row.onlineFee],
    ] as [AmountKey, number][]
  )
    .map(([key, value]) => ({ key, value }))
    .filter((amount) => amount.key === 'goods' || amount.value !== 0);
  const provider = row.paymentProvider ?? null;
  const method: ConfirmationPayment = (provider as ConfirmationPayment | null) ?? (row.flow === 'pickup' ? 'cash_in_shop' : 'cash_on_delivery');
  const paid = row.paymentStatus === 'paid';
  const delivery = shopDeliveryFacts(row);
  return {
    email: row.user.email ?? null,
    facts: {
      kind: 'shop',
      code: row.code,
      language: row.language,
      placedAt: row.createdAt,
      customerName: row.user.fullname,
      pcbKind: null,
      lines: lines.map((line) => ({ name: line.name, detail: line.sku, quantity: line.quantity, unit: line.unit, unitPrice: line.unit_price, total: line.line_total })),
      amounts,
      total: row.total,
      priced: true,
      currency: row.currency,
      exchangeRate: row.exchangeRate,
      delivery: {
        method: delivery.method,
        carrier: delivery.company ? { name: delivery.company.name, deliveryTime: delivery.company.delivery_time } : null,
        recipient: delivery.recipient,
        address: row.snapshot.address?.text ?? null,
        defaultAddress: false,
        feeOnReceipt: delivery.fee_on_receipt,
        pickup: delivery.pickup,
      },
      vat: vatInvoiceFacts(row),
      payment: { method, paid, bank: method === 'bank_transfer' && !paid ? bankBlock(bank, row.total, row.code) : null },
      note: row.content ?? null,
    },
  };
}

/** The confirmation mail names no refund (it is written for an order just placed), so it reads none. */
const noRefunds: PcbRefundsOf = async () => new Map();

async function pcbFacts(em: EntityManager, bank: Bank, job: OrderConfirmationJob): Promise<{ email: string | null; facts: ConfirmationFacts } | null> {
  const pcb = await pcbOrderItemById(em, job.orderId, noRefunds);
  if (!pcb) return null;
  // PCB quotes keep no language: the caller's, else the customer's latest shop order's, else Vietnamese (as order-facts-queries.ts).
  // Raw: the order's customer joined with a correlated subquery for the language.
  const [user] = await em.execute<{ user_id: string; email: string | null; fullname: string; language: 'vi' | 'en' }[]>(
    `select o.user_id, u.email, u.fullname,
            coalesce((select s.language from orders s where s.user_id = o.user_id order by s.id desc limit 1), 'vi') as language
       from pcb_orders o join users u on u.id = o.user_id where o.id = ?`,
    [job.orderId],
  );
  if (!user) return null;
  const language = job.language ?? user.language;
  const code = pcbOrderCode(pcb.id);
  const { delivery, addressText } = await pcbDeliveryFacts(em, pcb, Number(user.user_id), language);
  const priced = pcb.kind !== 'custom';
  const named = pcb.pcb_type ?? pcb.pcb_quote ?? pcb.stencil_size;
  const size = pcb.width !== null && pcb.height !== null ? `${pcb.width} × ${pcb.height} mm` : null;
  const specification = pcb.properties.map((property) => `${localizedText(property.specification, property.specification_en, language)}: ${localizedText(property.name, property.name_en, language)}`);
  const amounts: ConfirmationFacts['amounts'] = [{ key: 'goods', value: pcb.goods_total }];
  if (pcb.setup_fee > 0) amounts.push({ key: 'setup_fee', value: pcb.setup_fee });
  if (pcb.build_days !== null && pcb.build_price > 0) amounts.push({ key: 'build_time', value: pcb.build_price, days: pcb.build_days });
  if (pcb.shipping_payment !== null) amounts.push({ key: 'shipping', value: pcb.shipping_payment });
  const cash = pcbPaymentMethod(pcb) === 'cash';
  const method: ConfirmationPayment = cash ? (pcb.delivery_method === 1 ? 'cash_in_shop' : 'cash_on_delivery') : (pcbPaymentMethod(pcb) as ConfirmationPayment);
  return {
    email: user.email,
    facts: {
      kind: 'pcb',
      code,
      language,
      placedAt: new Date(pcb.created_at),
      customerName: user.fullname,
      pcbKind: pcb.kind,
      lines: [
        {
          name: named ? localizedName(named, language) : (pcb.title ?? code),
          detail: [size, ...specification].filter(Boolean).join(', ') || null,
          quantity: pcb.quantity,
          unit: null,
          unitPrice: pcb.pcb_unit_price,
          total: pcb.goods_total,
        },
      ],
      amounts,
      total: pcb.total,
      priced,
      currency: 'VND',
      exchangeRate: 1,
      delivery: {
        method: delivery.method,
        carrier: delivery.company ? { name: delivery.company.name, deliveryTime: null } : null,
        recipient: delivery.recipient,
        address: addressText,
        defaultAddress: delivery.address_source === 'default',
        feeOnReceipt: false,
        pickup: null,
      },
      vat: null,
      payment: { method, paid: false, bank: method === 'bank_transfer' && priced ? bankBlock(bank, pcb.total, code) : null },
      note: pcb.content,
    },
  };
}

/** What the confirmation of one order says, read from the committed rows; null when the order is gone. */
export async function confirmationFacts(em: EntityManager, payments: PaymentsConfig, job: OrderConfirmationJob): Promise<{ email: string | null; facts: ConfirmationFacts } | null> {
  const bank = await shopBankAccount(em, payments.bankTransfer);
  return job.orderKind === 'shop' ? shopFacts(em, bank, job.orderId) : pcbFacts(em, bank, job);
}
