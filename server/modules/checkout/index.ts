// What the checkout module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { cartMethodOf, saveCartMethod } from './cart-method-commands.ts';
export { bankAccountOf, checkoutAddressOf, checkoutFees, checkoutProfile, orderAddress } from './checkout-queries.ts';
export { exchangeRate, shopFees } from './settings-queries.ts';
