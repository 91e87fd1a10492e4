import type { Locale } from '#shared/i18n/locale.ts';
import type { OrderKind } from '#shared/orders/lifecycle.ts';
import { formatPrice, formatVnd } from '#shared/money/format.ts';
import { CATALOGUES, message } from '../../i18n/messages.ts';

/** How the customer pays, as the confirmation words it. */
export type ConfirmationPayment = 'cash_on_delivery' | 'cash_in_shop' | 'bank_transfer' | 'pay_online' | 'pay_momo' | 'paypal';

export interface ConfirmationLine {
  name: string;
  /** A second line under the name (a PCB quote's size and specification), or null. */
  detail: string | null;
  quantity: number;
  unit: string | null;
  /** Whole VND. */
  unitPrice: number;
  total: number;
}

export type AmountKey = 'goods' | 'price_increase' | 'delivery' | 'cod' | 'vat' | 'bonus' | 'online_fee' | 'pcb_unit_price' | 'setup_fee' | 'build_time' | 'shipping';

/** Everything an order confirmation says, read from the committed order. */
export interface ConfirmationFacts {
  kind: OrderKind;
  code: string;
  language: 'vi' | 'en';
  placedAt: Date;
  customerName: string;
  /** A PCB quote's kind in words' key: fabrication, assembly, stencil or custom; null for shop orders. */
  pcbKind: 'fabrication' | 'assembly' | 'stencil' | 'custom' | null;
  lines: ConfirmationLine[];
  /** Amount lines in whole VND, shown in `currency` (USD = VND / exchangeRate); `bonus` is taken off. */
  amounts: { key: AmountKey; value: number; days?: number | null }[];
  total: number;
  /** False for a custom PCB quote the shop prices by hand later. */
  priced: boolean;
  currency: 'VND' | 'USD';
  exchangeRate: number;
  delivery: {
    /** Spec §4 delivery method (1 pickup … 4 fast motorbike); null abroad. */
    method: number | null;
    carrier: { name: string; deliveryTime: string | null } | null;
    recipient: { name: string; phone: string } | null;
    address: string | null;
    /** The PCB quote named no address: it ships to the customer's default one. */
    defaultAddress: boolean;
    feeOnReceipt: boolean;
    pickup: { name: string | null; phone: string | null; date: string | null; time: string | null } | null;
  };
  vat: { company: string; taxcode: string; company_address: string } | null;
  payment: {
    method: ConfirmationPayment;
    paid: boolean;
    /** Bank transfer instructions: the shop's account, the amount in đồng, the order code as the memo. */
    bank: { bankName: string; accountNumber: string; accountName: string; amount: number; memo: string } | null;
  };
  note: string | null;
}

type Words = Record<string, string>;

/** The confirmation's words in one language: the `order_confirmation.*` texts of the server catalogue (server/i18n). */
function wordsOf(language: Locale): Words {
  const prefix = 'order_confirmation.';
  const words: Words = {};
  for (const [key, text] of Object.entries(CATALOGUES[language])) if (key.startsWith(prefix)) words[key.slice(prefix.length)] = text;
  return words;
}

const AMOUNT_WORD: Record<AmountKey, string> = {
  goods: 'goods',
  price_increase: 'price_increase',
  delivery: 'delivery_fee',
  cod: 'cod',
  vat: 'vat_amount',
  bonus: 'bonus',
  online_fee: 'online_fee',
  pcb_unit_price: 'pcb_unit_price',
  setup_fee: 'setup_fee',
  build_time: 'build_time',
  shipping: 'shipping',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A paragraph: a title and `label: value` rows (values may span lines). */
interface Block {
  title: string | null;
  rows: { label: string | null; value: string; strong?: boolean; bullet?: boolean }[];
}

function blocksOf(facts: ConfirmationFacts): Block[] {
  const w = wordsOf(facts.language);
  const money = (vnd: number) => formatPrice(vnd, facts.currency, facts.exchangeRate);
  const dateFormat = new Intl.DateTimeFormat(facts.language === 'en' ? 'en-GB' : 'vi-VN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' });
  const blocks: Block[] = [];
  blocks.push({
    title: null,
    rows: [
      { label: w.code!, value: facts.code, strong: true },
      { label: w.placed!, value: dateFormat.format(facts.placedAt) },
    ],
  });
  blocks.push({
    title: facts.kind === 'pcb' ? `${w.quote}: ${w[facts.pcbKind ?? 'custom']}` : w.items!,
    rows: facts.lines.map((line) => ({
      label: null,
      bullet: true,
      // A custom PCB quote has no quantity or price until the shop prices it.
      value: [line.name, line.detail, facts.priced ? `${line.quantity}${line.unit ? ` ${line.unit}` : ''} × ${money(line.unitPrice)} = ${money(line.total)}` : null]
        .filter(Boolean)
        .join('\n'),
    })),
  });
  if (facts.priced) {
    blocks.push({
      title: w.amounts!,
      rows: [
        ...facts.amounts.map((amount) => ({
          label: amount.key === 'build_time' && amount.days ? `${w.build_time} ${amount.days} ${w.days}` : w[AMOUNT_WORD[amount.key]]!,
          value: amount.key === 'bonus' ? `−${money(amount.value)}` : money(amount.value),
        })),
        { label: w.total!, value: money(facts.total), strong: true },
      ],
    });
  } else {
    blocks.push({ title: w.amounts!, rows: [{ label: null, value: w.unpriced! }] });
  }
  const { delivery } = facts;
  const deliveryRows: Block['rows'] = [];
  if (delivery.carrier) {
    deliveryRows.push({ label: w.method!, value: w.abroad! });
    deliveryRows.push({ label: w.carrier!, value: delivery.carrier.deliveryTime ? `${delivery.carrier.name} (${delivery.carrier.deliveryTime} ${w.days})` : delivery.carrier.name });
  } else if (delivery.method !== null) {
    deliveryRows.push({ label: w.method!, value: w[`m${delivery.method}`] ?? String(delivery.method) });
  }
  if (delivery.recipient) deliveryRows.push({ label: w.recipient!, value: `${delivery.recipient.name} · ${delivery.recipient.phone}` });
  if (delivery.address) deliveryRows.push({ label: w.address!, value: delivery.defaultAddress ? `${delivery.address} ${w.defaultAddress}` : delivery.address });
  if (delivery.feeOnReceipt) deliveryRows.push({ label: null, value: w.feeOnReceipt! });
  if (delivery.pickup) {
    if (delivery.pickup.name || delivery.pickup.phone) deliveryRows.push({ label: w.pickupBy!, value: [delivery.pickup.name, delivery.pickup.phone].filter(Boolean).join(' · ') });
    if (delivery.pickup.date && delivery.pickup.time) deliveryRows.push({ label: w.pickupAt!, value: `${delivery.pickup.date} · ${delivery.pickup.time}` });
  }
  if (deliveryRows.length > 0) blocks.push({ title: w.delivery!, rows: deliveryRows });
  if (facts.vat) {
    blocks.push({
      title: w.vat!,
      rows: [
        { label: w.company!, value: facts.vat.company },
        { label: w.taxcode!, value: facts.vat.taxcode },
        { label: w.companyAddress!, value: facts.vat.company_address },
      ],
    });
  }
  const { payment } = facts;
  const paymentRows: Block['rows'] = [{ label: w.method!, value: w[payment.method]! }];
  if (payment.paid) paymentRows.push({ label: null, value: w.paid! });
  else if (payment.bank) {
    paymentRows.push(
      { label: null, value: w.bankIntro! },
      { label: w.bankName!, value: payment.bank.bankName },
      { label: w.accountNumber!, value: payment.bank.accountNumber, strong: true },
      { label: w.accountName!, value: payment.bank.accountName },
      { label: w.amount!, value: formatVnd(payment.bank.amount), strong: true },
      { label: w.memo!, value: payment.bank.memo, strong: true },
    );
  } else if (payment.method === 'pay_online' || payment.method === 'pay_momo' || payment.method === 'paypal') {
    paymentRows.push({ label: null, value: w.onlineUnpaid! });
  }
  blocks.push({ title: w.payment!, rows: paymentRows });
  if (facts.note) blocks.push({ title: w.note!, rows: [{ label: null, value: facts.note }] });
  return blocks;
}

function textOf(blocks: Block[]): string {
  return blocks
    .map((block) => {
      const rows = block.rows.map((row) => (row.label ? `${row.label}: ${row.value}` : row.bullet ? `- ${row.value.replace(/\n/g, '\n  ')}` : row.value));
      return [block.title ? `${block.title}` : null, ...rows].filter((line) => line !== null).join('\n');
    })
    .join('\n\n');
}

function htmlOf(blocks: Block[]): string {
  return blocks
    .map((block) => {
      const title = block.title ? `<h3 style="margin:16px 0 4px;font-size:16px">${escapeHtml(block.title)}</h3>` : '';
      const rows = block.rows
        .map((row) => {
          const value = escapeHtml(row.value).replace(/\n/g, '<br>');
          const shown = row.strong ? `<strong>${value}</strong>` : value;
          return row.label
            ? `<tr><td style="padding:2px 12px 2px 0;color:#555;vertical-align:top">${escapeHtml(row.label)}</td><td style="padding:2px 0;vertical-align:top">${shown}</td></tr>`
            : `<tr><td colspan="2" style="padding:2px 0">${shown}</td></tr>`;
        })
        .join('');
      return `${title}<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows}</table>`;
    })
    .join('');
}

/**
 * The order confirmation e-mail, plain text and HTML, in the customer's
 * language: the order's lines and amounts, the delivery or pickup facts, the VAT company, how to
 * pay (the bank account and the order code as the memo for a transfer) and a link to the order.
 */
export function orderConfirmationMail(facts: ConfirmationFacts, pageUrl: string): { subject: string; text: string; html: string } {
  const w = wordsOf(facts.language);
  const subject = (facts.kind === 'pcb' ? w.subjectPcb! : w.subjectShop!).replace('{code}', facts.code);
  const greeting = message(facts.language, 'mail_greeting_named', { name: facts.customerName });
  const thanks = facts.kind === 'pcb' ? w.thanksPcb! : w.thanksShop!;
  const blocks = blocksOf(facts);
  const text = `${greeting}\n\n${thanks}\n\n${textOf(blocks)}\n\n${w.see}: ${pageUrl}\n`;
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p>${htmlOf(blocks)}` +
    `<p style="margin-top:16px"><a href="${escapeHtml(pageUrl)}">${escapeHtml(w.see!)}</a></p></div>`;
  return { subject, text, html };
}
