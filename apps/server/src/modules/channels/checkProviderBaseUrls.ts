import { cloudApiDefaults } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { classifyAddress, type ResolveHost, resolveTarget } from '../flows/index.ts';

// The providers' own addresses, the defaults of the configuration: trusted as they are.
const knownBaseUrls = new Set([
  cloudApiDefaults.graphBaseUrl,
  'https://api.twilio.com',
  'https://api.gupshup.io',
]);

// Every base URL of a channel points where the server will send credentials, so another address
// must be https and public (the SSRF guard of flows' HTTP effects); outside production the local
// fakes of apps/sandbox live on loopback, which is then accepted over http too. The address is
// checked again on every call by whoever sends (a name can resolve elsewhere later).
export async function checkProviderBaseUrls(
  config: Record<string, string>,
  isProduction: boolean,
  resolveHost?: ResolveHost,
) {
  for (const [key, url] of Object.entries(config)) {
    if (!key.endsWith('BaseUrl') || knownBaseUrls.has(url)) continue;
    const allowLoopback = !isProduction;
    const target = await resolveTarget(
      url,
      (address) => {
        const kind = classifyAddress(address);
        return kind === 'public' || (allowLoopback && kind === 'loopback');
      },
      resolveHost,
    );
    if (!target.ok) throw new CatalogueError('channels.baseUrlRefused');
    const isLoopback = classifyAddress(target.address) === 'loopback';
    if (target.url.protocol !== 'https:' && !isLoopback) throw new CatalogueError('channels.baseUrlRefused');
  }
}
