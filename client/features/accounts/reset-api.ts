import type {
  OtpCheckBody,
  OtpCheckResponse,
  OtpCreateBody,
  OtpCreateResponse,
  ResetPasswordBody,
} from '#shared/accounts/password-reset-schemas.ts';
import type { SignedInResponse } from '#shared/accounts/schemas.ts';
import { sendJson } from '../../api/send-json.ts';

/** A mailed code's request: checks and the reset name it, and when it expires. */
export interface CodeSent {
  resetId: string;
  expiresAt: string;
}

/** Spec §7 POST /otp-create/password: e-mails a code (same answer whether or not the address has an account). */
export function requestCode(body: OtpCreateBody): Promise<OtpCreateResponse> {
  return sendJson<OtpCreateResponse>('POST', '/otp-create/password', body);
}

export function checkCode(body: OtpCheckBody): Promise<OtpCheckResponse> {
  return sendJson<OtpCheckResponse>('POST', '/otp-check/password', body);
}

export function resetPassword(body: ResetPasswordBody): Promise<SignedInResponse> {
  return sendJson<SignedInResponse>('POST', '/reset-password', body);
}
