// Which WhatsApp media message a file goes as, by its type. WhatsApp takes images, audio and video
// in a few formats only; any other file (a GIF, a WebP, a WebM recording, a PDF) goes as a
// document, which carries any file. Shared by the Cloud API and Gupshup adapters, whose message
// types mirror WhatsApp's.
const imageTypes = ['image/jpeg', 'image/png'];
const audioTypes = ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'];
const videoTypes = ['video/mp4', 'video/3gpp'];

export type WhatsappMediaKind = 'image' | 'audio' | 'video' | 'document';

export function whatsappMediaKind(mime: string): WhatsappMediaKind {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  if (imageTypes.includes(base)) return 'image';
  if (audioTypes.includes(base)) return 'audio';
  if (videoTypes.includes(base)) return 'video';
  return 'document';
}
