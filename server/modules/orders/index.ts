// What the orders module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { linesOf, orderAmounts } from './order-queries.ts';
export { type OrderSnapshot, shopDeliveryFacts, vatInvoiceFacts } from './order-snapshot.ts';
export { returnStockAndBonus } from './return-stock.ts';
