// Local stand-ins for VNPay, MoMo and PayPal (server/test/fake-gateways/) as a process, for the e2e
// journeys and manual runs — never for production. They check the shop's signatures as each
// provider documents and call the shop back. Start the shop with the variables printed below.
//   FAKE_GATEWAYS_PORT      port to listen on (default 3195)
//   FAKE_GATEWAYS_SHOP_URL  the shop's base URL, for VNPay's IPN (default http://localhost:${E2E_PORT:-3100})
import { startFakeGateways } from '../server/test/fake-gateways/fake-gateways.ts';

const port = Number(process.env.FAKE_GATEWAYS_PORT || 3195);
const shopUrl = (process.env.FAKE_GATEWAYS_SHOP_URL || `http://localhost:${process.env.E2E_PORT || 3100}`).replace(/\/+$/, '');
const fakes = await startFakeGateways({ port, vnpayIpnUrl: `${shopUrl}/v1/payments/vnpay/ipn` });

console.log(`Fake payment gateways at ${fakes.url} (VNPay IPN → ${shopUrl}/v1/payments/vnpay/ipn). Shop environment:`);
for (const [name, value] of Object.entries(fakes.env)) console.log(`  ${name}=${value}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fakes.close().then(() => process.exit(0));
  });
}
