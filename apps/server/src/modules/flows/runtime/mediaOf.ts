import type { BalloonMedia } from '@prosa/contracts';
import type { OutboundMessage } from '@prosa/flow-engine';

// A balloon's image, video or document as structured data beside its text (renderOutput keeps
// caption and link there for the webchat and text-only channels): a channel that sends media by
// link sends it as such (channels/outbound, `renderBalloonMedia`). Built field by field, so
// nothing else of the balloon reaches the message. Carousels stay text.
export function mediaOf(message: OutboundMessage): BalloonMedia | null {
  switch (message.kind) {
    case 'image':
    case 'video': {
      const { kind, url, caption } = message;
      return caption === undefined ? { kind, url } : { kind, url, caption };
    }
    case 'document': {
      const { url, fileName } = message;
      return fileName === undefined ? { kind: 'document', url } : { kind: 'document', url, fileName };
    }
    default:
      return null;
  }
}
