// What the cart module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { cartDetails } from './cart-details.ts';
export type { CartOwner } from './cart-owner.ts';
export { lockCart } from './cart-sql.ts';
export { categoryExtrasOf, offeredExtra } from './category-extras.ts';
