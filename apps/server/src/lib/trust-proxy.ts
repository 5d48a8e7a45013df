import { isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For), in the form
 * Fastify's `trustProxy` takes: `false` (the default: the client is the socket's peer, whatever
 * the headers say), a number of proxy hops, or a list of proxy addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted in the list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY: unset, empty or `false` for off; a whole number of hops (`1` behind one
 * reverse proxy); or a comma-separated list of addresses and CIDRs (`10.0.0.0/8, 127.0.0.1`).
 * Returns an error message for anything else, so start-up can name the variable.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'must be at most 10 proxy hops' };
  }
  if (text === 'true') {
    return {
      error:
        'true would let any client forge its address: give the number of proxies (1) or their addresses',
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `must be false, a number of proxies, or a comma-separated list of IP addresses or CIDRs (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
    };
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. Fastify ignores a bare hop count (it cannot
 * tell whether the connecting peer is a proxy at all), so a count becomes "trust the nearest N
 * addresses", as Express does: right only when clients cannot reach the server except through
 * those proxies, which the deployment guide asks for.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
