import { Resolver } from 'node:dns/promises';

// The one way Prosa asks DNS (sending domains' checks, DKIM keys): node's resolver behind this
// interface, pointed at DNS_SERVERS when set, so tests and the sandbox answer from a local DNS
// server over real UDP (testing/startFakeDns.ts) and nothing else in the code knows the difference.
export interface DnsResolver {
  // Each TXT record as one string (its character-strings joined); [] when there is none.
  resolveTxt(host: string): Promise<string[]>;
  resolveCname(host: string): Promise<string[]>;
}

// "No such name" and "no record of that type" are answers (the record is not published yet);
// anything else (timeouts, refused) is a failure the caller retries.
const absentCodes = new Set(['ENOTFOUND', 'ENODATA']);
const orNone = (error: unknown): string[] => {
  if (error instanceof Error && absentCodes.has((error as NodeJS.ErrnoException).code ?? '')) return [];
  throw error;
};

export function createDnsResolver(servers: string | undefined): DnsResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const list = servers
    ?.split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (list && list.length > 0) resolver.setServers(list);
  return {
    resolveTxt: (host) =>
      resolver.resolveTxt(host).then((records) => records.map((chunks) => chunks.join('')), orNone),
    resolveCname: (host) => resolver.resolveCname(host).catch(orNone),
  };
}
