import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { CartScreen } from '../features/cart/cart-screen.tsx';

/** Spec §2: /carts, the cart (step 1); guests see the inline login form with social buttons. */
export const Route = createFileRoute('/carts')({
  component: CartsRoute,
});

function CartsRoute() {
  // Once signed in, the session changes and the cart sync joins the account's cart.
  return <CartScreen loginForm={<LoginForm compact />} />;
}
