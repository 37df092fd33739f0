import type { SendingDomainInput } from '@prosa/contracts';
import { normalizeDomainName } from '@prosa/domain';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { sealSecrets } from '../secrets/sealSecrets.ts';
import { queueDomainVerification } from './domainVerificationJobs.ts';
import { generateDkimKeys } from './generateDkimKeys.ts';
import { insertSendingDomain, isDomainNameTaken } from './sendingDomainRepository.ts';
import { toSendingDomain } from './toSendingDomain.ts';

// The selector names the key's month, so a later key (rotation) gets a selector of its own.
const selectorOf = (now: Date) => `prosa${now.toISOString().slice(0, 7).replace('-', '')}`;

export async function createSendingDomain(
  ctx: RequestContext,
  services: AppServices,
  input: SendingDomainInput,
) {
  const name = normalizeDomainName(input.name);
  if (!name) throw new CatalogueError('domains.nameInvalid');
  if (await isDomainNameTaken(ctx.db, name)) throw new CatalogueError('domains.alreadyRegistered');
  const keys = await generateDkimKeys();
  const row = await insertSendingDomain(ctx.db, {
    id: newId(),
    accountId: ctx.accountId,
    name,
    dkimSelector: selectorOf(services.clock.now()),
    dkimPublicKey: keys.publicKey,
    sealedDkimPrivateKey: sealSecrets(services.secretKey, { privateKey: keys.privateKeyPem }),
  });
  // Two requests for one name: the unique index lets one in.
  if (!row) throw new CatalogueError('domains.alreadyRegistered');
  await queueDomainVerification(services, { accountId: ctx.accountId, domainId: row.id });
  return { domain: toSendingDomain(row, services.env) };
}
