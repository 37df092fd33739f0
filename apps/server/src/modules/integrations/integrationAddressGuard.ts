import { CatalogueError } from '../../app/CatalogueError.ts';
import { classifyAddress, type ResolveHost, resolveTarget } from '../flows/index.ts';

// The flows' SSRF guard: public addresses only. Outside production loopback is accepted too (as
// for channels' base URLs and spreadsheets), so a local receiver can be tried and tested.
export const integrationAddressGuard = (isProduction: boolean) => (address: string) => {
  const kind = classifyAddress(address);
  return kind === 'public' || (!isProduction && kind === 'loopback');
};

// An endpoint is saved only when it is https on an address the guard accepts (http only on
// loopback outside production). Each send goes through the guard again: a name may resolve
// elsewhere later.
export async function checkIntegrationEndpoint(
  endpoint: string,
  isProduction: boolean,
  resolveHost?: ResolveHost,
) {
  const url = URL.parse(endpoint);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new CatalogueError('integrations.endpointInvalid');
  }
  const target = await resolveTarget(endpoint, integrationAddressGuard(isProduction), resolveHost);
  if (!target.ok) throw new CatalogueError('integrations.endpointRefused');
  if (url.protocol === 'http:' && classifyAddress(target.address) !== 'loopback') {
    throw new CatalogueError('integrations.endpointRefused');
  }
}
