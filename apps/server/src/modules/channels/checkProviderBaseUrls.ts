import { cloudApiDefaults, rcsDefaults, telegramDefaults } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { classifyAddress, type ResolveHost, resolveTarget } from '../flows/index.ts';

// The providers' own addresses, the defaults of the configuration: trusted as they are.
const knownBaseUrls = new Set([
  cloudApiDefaults.graphBaseUrl,
  'https://api.twilio.com',
  'https://api.gupshup.io',
  telegramDefaults.apiBaseUrl,
  rcsDefaults.rbmBaseUrl,
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
  for (const [key, value] of Object.entries(config)) {
    // The generic SMS provider's URL template: its host is what matters, not its placeholders. An
    // e-mail channel's SMTP relay is judged by its host alone (it speaks TLS on its own terms).
    const url =
      key === 'urlTemplate'
        ? value.replace(/\{\w+\}/g, 'x')
        : key === 'smtpHost'
          ? `https://${value}`
          : value;
    const isChecked = key.endsWith('BaseUrl') || key === 'urlTemplate' || key === 'smtpHost';
    if (!isChecked || knownBaseUrls.has(url)) continue;
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
