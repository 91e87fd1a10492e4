/** The PCB order number shown to staff and customers: 'PCB' + the id padded to 6 digits. */
export function pcbOrderCode(id: number): string {
  return `PCB${String(id).padStart(6, '0')}`;
}
