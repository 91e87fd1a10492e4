import { Type, type Static } from 'typebox';
import type { OrderStatus, TimelineEntry } from './lifecycle.ts';

/** An order status (shared/orders/lifecycle.ts) as an API schema. */
export const OrderStatusSchema = Type.Union(
  [
    Type.Literal('new'),
    Type.Literal('quoted'),
    Type.Literal('confirmed'),
    Type.Literal('paid'),
    Type.Literal('in_production'),
    Type.Literal('shipped'),
    Type.Literal('delivered'),
    Type.Literal('cancelled'),
  ],
  { description: 'new, quoted (custom PCB quote priced, waiting for the customer), confirmed, paid, in_production (PCB only), shipped, delivered, cancelled' },
);

/** One step of an order's history ("shown to the customer as a timeline"). */
export const TimelineEntrySchema = Type.Object(
  {
    status: OrderStatusSchema,
    at: Type.String({ format: 'date-time' }),
    note: Type.Union([Type.String(), Type.Null()]),
    actor: Type.Union([Type.Literal('customer'), Type.Literal('staff'), Type.Literal('system')]),
  },
  { title: 'TimelineEntry' },
);

// The schema and the lifecycle type must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusMatches: Same<Static<typeof OrderStatusSchema>, OrderStatus> = true;
const timelineMatches: Same<Static<typeof TimelineEntrySchema>, TimelineEntry> = true;
void statusMatches;
void timelineMatches;
