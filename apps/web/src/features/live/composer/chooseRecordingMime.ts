// The first audio format this browser records that the server accepts (webm in Chromium, ogg in
// Firefox); null when it records neither.
export function chooseRecordingMime(isTypeSupported: (mime: string) => boolean): string | null {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'];
  return candidates.find((mime) => isTypeSupported(mime)) ?? null;
}
