import { describe, expect, it } from 'vitest';
import { otherEditor } from './otherEditor.ts';

describe('otherEditor', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');
  const editor = { userId: 'ana', name: 'Ana', until: '2026-05-04T10:02:00Z' };

  it('names someone else holding a live lease', () => {
    expect(otherEditor(editor, 'gustavo', now)).toBe(editor);
  });

  it('is nobody when the viewer holds it, nobody holds it, or the lease ran out', () => {
    expect(otherEditor(editor, 'ana', now)).toBeNull();
    expect(otherEditor(null, 'gustavo', now)).toBeNull();
    expect(otherEditor(editor, 'gustavo', Date.parse('2026-05-04T10:02:00Z'))).toBeNull();
  });
});
