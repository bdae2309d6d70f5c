import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound calls of the integrations (AI providers, GitHub) reach only their configured host, and never a private,
 * loopback or link-local address unless the integration's allow list (AI_ALLOWED_HOSTS, GITHUB_ALLOWED_HOSTS) names
 * that host (tests list 127.0.0.1 for their fakes). Checked when an admin saves a base URL (literal addresses and
 * localhost) and again before every request (what the name resolves to).
 */
const PRIVATE = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) PRIVATE.addSubnet(address, prefix, 'ipv6');

/** "[::1]" -> "::1"; names lower case. */
export const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return false;
}

/** A host that is private by its very name or address (what can be told without resolving it). */
export function isPrivateHostLiteral(hostname: string): boolean {
  const host = bareHost(hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isPrivateAddress(host);
}

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

/** Throws OutboundRefused when the host is, or resolves to, a private address and is not allowed. */
export async function assertReachable(hostname: string, allowedHosts: readonly string[], allowVariable = 'AI_ALLOWED_HOSTS'): Promise<void> {
  const host = bareHost(hostname);
  if (allowedHosts.includes(host)) return;
  if (isPrivateHostLiteral(host)) throw new OutboundRefused(`${host} is a private address (${allowVariable} does not list it)`);
  if (isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return; // fetch reports the failed lookup itself (a connection error)
  }
  if (addresses.some(({ address }) => isPrivateAddress(address))) throw new OutboundRefused(`${host} resolves to a private address (${allowVariable} does not list it)`);
}

/**
 * The fetch the SDKs are given: only the configured origin, the address check first, and no redirects (a redirect
 * could lead anywhere).
 */
export function guardedFetch(baseUrl: string, allowedHosts: readonly string[], allowVariable = 'AI_ALLOWED_HOSTS'): typeof fetch {
  const origin = new URL(baseUrl).origin;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== origin) throw new OutboundRefused(`${url.origin} is not the configured origin`);
    await assertReachable(url.hostname, allowedHosts, allowVariable);
    return fetch(input, { ...init, redirect: 'error' });
  };
}
