import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';

/** Spec §2 /checkout, step 2; guests sign in inline and come back here (return_url=/checkout). */
export const Route = createFileRoute('/checkout')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return <CheckoutScreen loginForm={<LoginForm returnUrl="/checkout" compact />} />;
}
