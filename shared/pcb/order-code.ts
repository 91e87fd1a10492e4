/** The PCB order number shown to staff and customers (issue 7): 'PCB' + the id padded to 6 digits. */
export function pcbOrderCode(id: number): string {
  return `PCB${String(id).padStart(6, '0')}`;
}
