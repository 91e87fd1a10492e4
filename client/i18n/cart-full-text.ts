import { msg } from '@lingui/core/macro';

/**
 * Spec §8 "Your cart is full, please submit this order. Thanks" (message key `cart_full`,
 * shared/cart/cart-limit.ts), for every screen that adds to the cart.
 */
export const CART_FULL_MESSAGE = msg`Giỏ hàng của bạn đã đầy, vui lòng đặt hàng đơn này trước. Cảm ơn bạn!`;
