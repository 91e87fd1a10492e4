import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PcbOrderKind, PcbOrderProperty } from '#shared/pcb/schemas.ts';
import { timestamps } from '../../db/timestamps.ts';
import { UserSchema } from '../accounts/user.entity.ts';
import { SavedBomSchema } from '../bom/saved-bom.entity.ts';
import { PcbBuildTimeSchema } from './build-time.entity.ts';
import { PcbCustomQuoteSchema } from './custom-quote.entity.ts';
import { PcbTypeSchema } from './pcb-type.entity.ts';
import { PcbStencilSizeSchema } from './stencil-size.entity.ts';

/**
 * A PCB quote request a signed-in user sent (spec §7 pcb-instant / pcb-assembly; §2 /pcb-orders):
 * fabrication, assembly, stencil or a custom (hand-quoted) kind. Prices are the server's own
 * recomputation in whole VND (never the browser's); `properties` is a snapshot of the chosen
 * answers' names, so the order reads the same after the configuration changes. The design file
 * lives in the storage under `designFileKey`, a server-generated name.
 */
export const PcbOrderSchema = defineEntity({
  name: 'PcbOrder',
  tableName: 'pcb_orders',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    kind: p.string().length(16).$type<PcbOrderKind>(),
    pcbType: () => p.manyToOne(PcbTypeSchema).nullable().index().deleteRule('set null'),
    pcbQuote: () => p.manyToOne(PcbCustomQuoteSchema).nullable().index().deleteRule('set null'),
    stencilSize: () => p.manyToOne(PcbStencilSizeSchema).nullable().index().deleteRule('set null'),
    title: p.string().length(255).nullable(),
    propertySelected: p.json<number[]>(),
    properties: p.json<PcbOrderProperty[]>(),
    numericValues: p.json<Record<string, number>>().nullable(),
    width: p.decimal('number').precision(8).scale(2).nullable(),
    height: p.decimal('number').precision(8).scale(2).nullable(),
    quantity: p.integer(),
    panelRows: p.smallint().default(1),
    panelColumns: p.smallint().default(1),
    pcbUnitPrice: p.integer().default(0),
    setupFee: p.integer().default(0),
    setupQuantityFee: p.integer().default(0),
    goodsTotal: p.bigint('number').default(0),
    buildTime: () => p.manyToOne(PcbBuildTimeSchema).nullable().index().deleteRule('set null'),
    buildDays: p.smallint().nullable(),
    buildPrice: p.integer().default(0),
    deadlineDays: p.smallint().nullable(),
    total: p.bigint('number').default(0),
    deliveryMethod: p.smallint().nullable(),
    paymentMethod: p.smallint().nullable(),
    paymentInShop: p.smallint().nullable(),
    address: p.string().length(500).nullable(),
    codPayment: p.integer().nullable(),
    shippingPayment: p.integer().nullable(),
    transportId: p.integer().nullable(),
    designFileKey: p.string().length(255).nullable(),
    designFileName: p.string().length(255).nullable(),
    designFileSize: p.integer().nullable(),
    content: p.text().nullable(),
    /** The saved BOM an assembly quote was started from (its owner's own: checked when the quote is sent). */
    savedBom: () => p.manyToOne(SavedBomSchema).nullable().index().deleteRule('set null'),
    status: p.string().length(16).default('new'),
    /** Shipment (carrier, waybill) and the payment staff recorded (bank transfer). */
    carrier: p.string().length(64).nullable(),
    waybill: p.string().length(64).nullable(),
    paymentStatus: p.string().length(16).default('unpaid').$type<'unpaid' | 'paid'>(),
    paidAt: p.datetime().nullable(),
    ...timestamps(),
  },
  indexes: [{ name: 'pcb_orders_user_id_id_index', properties: ['user', 'id'] }],
  checks: [{ name: 'pcb_orders_kind_check', expression: "kind in ('fabrication', 'assembly', 'stencil', 'custom')" }],
});
export type PcbOrder = InferEntity<typeof PcbOrderSchema>;
