/** The human order number from the id: 'DH' + the id padded to 6 digits (e.g. DH000123); also the transfer memo. */
export function orderCode(id: number): string {
  return `DH${String(id).padStart(6, '0')}`;
}
