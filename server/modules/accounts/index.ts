// What the accounts module offers the other server modules: they import it from here (or its *.entity.ts files), never its other files.
export { codeMail, ownerNoticeMail } from './code-mail.ts';
export { issueOtp, matchOtp } from './password-reset/otp-codes.ts';
export { invalidOtp, requireOtpShape } from './password-reset/password-reset.ts';
export { hashPassword } from './password.ts';
export type { MailContext } from './registration/registration.ts';
export { createUser, findUserByEmail } from './users.ts';
