import type {
  RegisterBody,
  RegisterConfirmBody,
  RegisterResendResponse,
  RegisterStartedResponse,
  SignedInResponse,
} from '#shared/accounts/schemas.ts';
import { sendJson } from '../../api/send-json.ts';
import { guestCartHeaders } from '../../local/cart-session-header.ts';

/** POST /register: the same answer whether or not the address has an account. */
export function startRegistration(body: RegisterBody): Promise<RegisterStartedResponse> {
  return sendJson<RegisterStartedResponse>('POST', '/register', body);
}

/** POST /register/confirm: creates the account and signs in; the guest cart merges into it. */
export async function confirmRegistration(body: RegisterConfirmBody): Promise<SignedInResponse> {
  return sendJson<SignedInResponse>('POST', '/register/confirm', body, await guestCartHeaders());
}

export function resendRegistrationCode(registrationId: string): Promise<RegisterResendResponse> {
  return sendJson<RegisterResendResponse>('POST', '/register/resend', { registration_id: registrationId });
}
