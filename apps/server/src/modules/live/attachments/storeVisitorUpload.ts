import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../../app/services.ts';
import type { LimitKeys } from '../../../app/WindowCounter.ts';
import type { AttachmentOwner } from './attachmentRepository.ts';
import { declaredSize, storeUpload } from './storeUpload.ts';

// A widget upload under the abuse limits: files per hour, then the day's bytes (the announced size
// before a byte is read, corrected to the bytes stored after). A refused or failed upload counts
// nothing.
export async function storeVisitorUpload(
  services: Pick<AppServices, 'database' | 'env' | 'limits'>,
  request: FastifyRequest,
  owner: AttachmentOwner,
  keys: LimitKeys,
) {
  const { uploads, uploadBytes } = services.limits;
  const declared = declaredSize(request);
  await uploads.take(keys);
  await uploadBytes.take(keys, declared).catch(async (error) => {
    await uploads.adjust(keys, -1);
    throw error;
  });
  try {
    const attachment = await storeUpload(services, request, owner);
    await uploadBytes.adjust(keys, attachment.size - declared);
    return attachment;
  } catch (error) {
    await Promise.all([uploads.adjust(keys, -1), uploadBytes.adjust(keys, -declared)]);
    throw error;
  }
}
