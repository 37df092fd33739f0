import type { AppServices } from '../../../app/services.ts';
import type { OutboundMessage } from '../adapters/ChannelAdapter.ts';
import { mediaLinkUrl } from '../media/mediaLink.ts';
import { serverBaseUrl } from '../media/serverBaseUrl.ts';

// An upload goes by a signed link the provider fetches it from, signed at each attempt
// (mediaLink.ts); the file's name and type as stored.
export function outboundMediaOf(
  services: Pick<AppServices, 'env' | 'secretKey' | 'clock'>,
  attachment: { id: string; name: string; mime: string } | null,
): OutboundMessage['media'] {
  if (!attachment) return null;
  const base = serverBaseUrl(services);
  const url = mediaLinkUrl(services.secretKey, base, attachment.id, services.clock.now());
  return { url, mime: attachment.mime, name: attachment.name };
}
