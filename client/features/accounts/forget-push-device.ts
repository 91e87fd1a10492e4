/**
 * Order-update pushes follow the account, not the device: signing out removes this
 * device's push subscription from the account (while the session still authorises it) and
 * drops it in the browser, so the next person signed in here gets neither the previous
 * customer's notifications nor a switch that is already on. Best effort: a failure never
 * blocks signing out.
 */
export async function forgetPushDevice(
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined,
  removeOnServer: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  try {
    const registration = await serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await removeOnServer(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // No service worker or push support here: nothing to forget.
  }
}
