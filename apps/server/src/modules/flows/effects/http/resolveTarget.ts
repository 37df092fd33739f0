import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from './classifyAddress.ts';

// Decides whether a resolved address may be connected to. Production always uses
// `onlyPublicAddresses`; tests pass a wider guard to reach their own server on 127.0.0.1, which
// the real guard (rightly) refuses.
export type AddressGuard = (address: string) => boolean;

export const onlyPublicAddresses: AddressGuard = (address) => classifyAddress(address) === 'public';

export type ResolveHost = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export type TargetRefusal =
  | 'invalidUrl'
  | 'forbiddenScheme'
  | 'credentialsInUrl'
  | 'unresolvable'
  | 'refusedAddress';

export type Target =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; reason: TargetRefusal };

const resolveWithSystem: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

// Checks a URL and every address its host resolves to, and returns the one address the request
// must connect to. Refusing when ANY address is internal stops a name that answers both a public
// and an internal address; connecting only to the returned address stops DNS rebinding between
// this check and the connection. The WHATWG parser has already turned decimal, octal and hex
// IPv4 notations (http://2130706433/, http://0x7f.1/) into dotted quads.
export async function resolveTarget(
  rawUrl: string,
  guard: AddressGuard,
  resolveHost: ResolveHost = resolveWithSystem,
): Promise<Target> {
  const url = URL.parse(rawUrl);
  if (!url) return { ok: false, reason: 'invalidUrl' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'forbiddenScheme' };
  if (url.username || url.password) return { ok: false, reason: 'credentialsInUrl' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) return { ok: false, reason: 'invalidUrl' };

  let addresses: readonly { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolveHost(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: 'unresolvable' };
  if (!addresses.every(({ address }) => guard(address))) return { ok: false, reason: 'refusedAddress' };
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
