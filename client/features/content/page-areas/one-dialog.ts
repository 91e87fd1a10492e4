/** Marks an open page-area panel that is not a <dialog> (the support panel), for oneDialogFree. */
export const PAGE_DIALOG_ATTRIBUTE = 'data-page-dialog';

/**
 * Whether no dialog is open on the page now (spec §2 page areas: only one dialog at a time): no
 * open <dialog> (sign-in prompt, confirmations, the popup itself) and no open support panel.
 */
export function oneDialogFree(root: Pick<Document, 'querySelector'> = document): boolean {
  return root.querySelector(`dialog[open], [${PAGE_DIALOG_ATTRIBUTE}]`) === null;
}
