// What the pcb module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { priceCustomQuote } from './custom-quote.ts';
export { pcbOrderItemById, type PcbRefundsOf } from './order-queries.ts';
export { pcbDeliveryFacts } from './pcb-delivery-queries.ts';
