import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, test } from 'vitest';

// The import rules of eslint.config.js at work on probes: a server module reaching into another
// module's files, and two files importing each other (import-x follows .ts imports only when it is
// told to read .ts files; without that no-cycle found nothing).
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const scratch = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Linting a probe walks the import graph behind it (no-cycle), seconds on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('server module boundary', () => {
  test("a module imports another module's files only through its index.ts or its entities", async () => {
    const probe = join(root, 'server/modules/admin/probe.ts');
    expect(await rulesHit("import { linesOf } from '../orders/order-queries.ts';\nexport const probe = linesOf;\n", probe)).toContain('local/server-module-boundary');
    expect(await rulesHit("import { linesOf } from '../orders/index.ts';\nexport const probe = linesOf;\n", probe)).toEqual([]);
    expect(await rulesHit("import { OrderSchema } from '../orders/order.entity.ts';\nexport const probe = OrderSchema;\n", probe)).toEqual([]);
  }, LINT_TIMEOUT_MS);
});

describe('server module folder cycles', () => {
  test('a module may not import a module that already reaches it, through any of its files', async () => {
    // payments settles orders through the orders entities, so orders importing payments closes a cycle.
    const ordersProbe = join(root, 'server/modules/orders/probe.ts');
    expect(await rulesHit("import { startPayment } from '../payments/index.ts';\nexport const probe = startPayment;\n", ordersProbe)).toContain('local/server-module-boundary');
    // Reaching it in two steps counts too: checkout reads the cart, so cart importing checkout is a cycle.
    const cartProbe = join(root, 'server/modules/cart/probe.ts');
    expect(await rulesHit("import { bankAccountOf } from '../checkout/index.ts';\nexport const probe = bankAccountOf;\n", cartProbe)).toContain('local/server-module-boundary');
    // Type-only imports are erased and a module the other does not reach is fine.
    expect(await rulesHit("import type { OpenedRefund } from '../payments/index.ts';\nexport type Probe = OpenedRefund;\n", ordersProbe)).toEqual([]);
    expect(await rulesHit("import { linesOf } from '../orders/index.ts';\nexport const probe = linesOf;\n", join(root, 'server/modules/admin/probe.ts'))).toEqual([]);
  }, LINT_TIMEOUT_MS);
});

describe('no folder-level cycle is let through', () => {
  test('the lower module of each former cycle may not import the upper one, not even its entities', async () => {
    // Orders, PCB quotes and payments record their transitions through the lifecycle.
    const lifecycleProbe = join(root, 'server/modules/lifecycle/probe.ts');
    for (const entity of ["import { OrderSchema } from '../orders/order.entity.ts';\nexport const probe = OrderSchema;\n", "import { PcbOrderSchema } from '../pcb/pcb-order.entity.ts';\nexport const probe = PcbOrderSchema;\n", "import { PaymentTransactionSchema } from '../payments/payment-transaction.entity.ts';\nexport const probe = PaymentTransactionSchema;\n"]) {
      expect(await rulesHit(entity, lifecycleProbe)).toContain('local/server-module-boundary');
    }
    // Payments settles shop orders, which are checked out, and refunds PCB orders.
    expect(await rulesHit("import { startPayment } from '../payments/index.ts';\nexport const probe = startPayment;\n", join(root, 'server/modules/checkout/probe.ts'))).toContain('local/server-module-boundary');
    expect(await rulesHit("import { startPayment } from '../payments/index.ts';\nexport const probe = startPayment;\n", join(root, 'server/modules/pcb/probe.ts'))).toContain('local/server-module-boundary');
  }, LINT_TIMEOUT_MS * 2);
});

describe('import cycles', () => {
  test('two server files importing each other are a lint error', async () => {
    const a = join(scratch, 'a.ts');
    const b = join(scratch, 'b.ts');
    writeFileSync(a, "import { b } from './b.ts';\nexport const a = (): number => b;\n");
    writeFileSync(b, "import { a } from './a.ts';\nexport const b = 1;\nexport const c = a;\n");
    const config = await eslint.calculateConfigForFile(join(root, 'server/app.ts'));
    expect(config.rules['import-x/no-cycle'][0]).toBe(2);
    const cycleLinter = new ESLint({ cwd: scratch, overrideConfigFile: join(root, 'eslint.config.js') });
    const [result] = await cycleLinter.lintFiles([a]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  }, LINT_TIMEOUT_MS);
});
