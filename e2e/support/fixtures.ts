import { test as base } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * `test` with a client address of its own per test (X-Forwarded-For; the e2e server trusts the proxy
 * header), so the server's per-address rate limits see each journey as a different visitor.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
    await use(context);
  },
});

export { expect } from '@playwright/test';
