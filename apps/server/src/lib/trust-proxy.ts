import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address through X-Forwarded-For: none, a hop count (that many
 * proxies stand in front of us), or the addresses and CIDR ranges of the proxies.
 */
export type TrustProxy = false | { hops: number } | string[];

/**
 * The value for Fastify's `trustProxy`. Fastify 5.12 ignores a plain number (it trusts nothing), so a hop
 * count becomes the function proxy-addr documents for it: the first `hops` addresses, counted from the
 * socket, are proxies; the next one is the client. Whatever a client writes further left in
 * X-Forwarded-For is never read.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  if (trust === false || Array.isArray(trust)) return trust;
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops;
}

// Ranges proxy-addr (Fastify's parser) knows by name.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of reverse proxies in front of the server (1 behind one proxy) or to a ' +
  'comma-separated list of their addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8,::1); leave it ' +
  'unset without a proxy.';

/**
 * Parses TRUST_PROXY; returns an error sentence for anything else. `true` is refused on purpose: it
 * trusts every hop, so any client could name its own address in X-Forwarded-For and step around the
 * per-address rate limits.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false };
  if (text === 'true') {
    return {
      error: `TRUST_PROXY=true would trust every hop, so any client could pick its own address. ${TRUST_PROXY_HELP}`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { value: false } : { value: { hops } };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      error: `TRUST_PROXY has ${invalid.map((e) => `"${e}"`).join(', ')}, which is not an address, CIDR range or hop count. ${TRUST_PROXY_HELP}`,
    };
  }
  return { value: entries };
}

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
