import { attachmentKind } from '@prosa/domain';
import { describe, expect, it } from 'vitest';
import { chooseRecordingMime } from './chooseRecordingMime.ts';

describe('chooseRecordingMime', () => {
  it('prefers webm, falls back to ogg, and says when neither records', () => {
    expect(chooseRecordingMime(() => true)).toBe('audio/webm;codecs=opus');
    expect(chooseRecordingMime((mime) => mime.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(chooseRecordingMime(() => false)).toBeNull();
  });

  it('only offers formats the server accepts as audio', () => {
    const mime = chooseRecordingMime((m) => m === 'audio/ogg');
    expect(mime && attachmentKind(mime)).toBe('audio');
  });
});
