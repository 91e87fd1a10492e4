// What the lifecycle module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { moveAfterPayment } from './change-status.ts';
export { type OrderConfirmationJob, queueOrderConfirmation } from './job-queue.ts';
export { type AmountKey, type ConfirmationFacts, type ConfirmationPayment, orderConfirmationMail } from './order-confirmation-mail.ts';
export { orderFacts, type OrderFacts, pcbPaymentMethod } from './order-facts-queries.ts';
export { orderPageOf } from './order-update-job.ts';
export { updateOrderRow } from './order-row.ts';
export { recordTransition } from './record-transition.ts';
export { timelinesOf } from './timeline-queries.ts';
