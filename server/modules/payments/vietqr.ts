/**
 * VietQR (NAPAS 247) payloads: EMVCo merchant-presented QR data objects, each `id` (2 digits) +
 * length (2 digits) + value, ending with a CRC16-CCITT over everything before it including "6304".
 */

/** One EMVCo data object; values are ASCII, at most 99 characters. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo id must be two digits, got "${id}"`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`EMVCo field ${id} must be printable ASCII`);
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor), as EMVCo asks. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Globally unique id of NAPAS in merchant account information (tag 38, sub-tag 00). */
export const NAPAS_GUID = 'A000000727';
/** Service code: transfer to a bank account (QRIBFTTC would be to a card number). */
export const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';

export interface VietQrInput {
  /** The bank's 6-digit NAPAS id (BIN), e.g. 970436 Vietcombank. */
  bankBin: string;
  accountNumber: string;
  /** Whole VND; the QR is then dynamic (point of initiation 12). */
  amountVnd: number;
  /** Transfer content the banking app pre-fills: the order code ("the order code as the memo"). */
  memo: string;
}

/** A VietQR transfer payload: the banking app opens it with account, amount and memo filled in. */
export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error('bankBin must be 6 digits');
  if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0) throw new Error('amountVnd must be a positive whole number');
  if (input.memo.length > 25) throw new Error('memo must be at most 25 characters (EMVCo purpose of transaction)');
  const beneficiary = emvField('00', input.bankBin) + emvField('01', input.accountNumber);
  const body = [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('38', emvField('00', NAPAS_GUID) + emvField('01', beneficiary) + emvField('02', TRANSFER_TO_ACCOUNT)),
    emvField('53', '704'),
    emvField('54', String(input.amountVnd)),
    emvField('58', 'VN'),
    emvField('62', emvField('08', input.memo)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader).toString(16).toUpperCase().padStart(4, '0');
}
