/**
 * Values that are public (in this repository, in the tests' fakes, or the defaults of a tool) and
 * so must never guard a production shop; `npm start` uses the demo account, the production
 * check refuses every one of them (README "Going to production").
 */
export const DEMO_BANK_ACCOUNT = {
  BANK_NAME: 'Vietcombank (demo)',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NUMBER: '0011001234567',
  BANK_ACCOUNT_NAME: 'CONG TY TNHH LINH KIEN VIET DEMO',
} as const;

/** Secrets known to anyone: the local fake gateways' and object stores' defaults, the embedded database's password. */
export const PUBLIC_SECRETS: readonly string[] = [
  'FAKEVNPAYHASHSECRET0123456789ABC',
  'fake-momo-secret-key',
  'fake-paypal-secret',
  'S3RVER',
  'minioadmin',
  'postgres',
  'password',
  'secret',
  'changeme',
];
