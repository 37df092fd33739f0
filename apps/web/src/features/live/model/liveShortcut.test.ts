import { describe, expect, it } from 'vitest';
import { type KeyPress, liveShortcutFor, liveShortcuts } from './liveShortcut.ts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

describe('liveShortcutFor', () => {
  it('reads the single keys outside a text field', () => {
    expect(liveShortcutFor(press('j'), false)).toBe('next');
    expect(liveShortcutFor(press('K'), false)).toBe('previous');
    expect(liveShortcutFor(press('r'), false)).toBe('focusComposer');
    expect(liveShortcutFor(press('t'), false)).toBe('take');
    expect(liveShortcutFor(press('e'), false)).toBe('finish');
    expect(liveShortcutFor(press('?', { code: 'Slash' }), false)).toBe('help');
  });

  it('never takes typing for a command, not even a question mark', () => {
    for (const key of ['j', 'k', 'r', 't', 'e', '?']) expect(liveShortcutFor(press(key), true)).toBeNull();
  });

  it('moves between conversations with Alt and an arrow, also while typing', () => {
    expect(liveShortcutFor(press('ArrowDown', { code: 'ArrowDown', altKey: true }), true)).toBe('next');
    expect(liveShortcutFor(press('ArrowUp', { code: 'ArrowUp', altKey: true }), false)).toBe('previous');
    expect(liveShortcutFor(press('ArrowDown', { code: 'ArrowDown' }), false)).toBeNull();
  });

  it('leaves the browser’s and the system’s combinations alone', () => {
    expect(liveShortcutFor(press('t', { ctrlKey: true }), false)).toBeNull();
    expect(liveShortcutFor(press('r', { metaKey: true }), false)).toBeNull();
    expect(liveShortcutFor(press('e', { altKey: true, code: 'KeyE' }), false)).toBeNull();
    expect(liveShortcutFor(press('Enter'), false)).toBeNull();
  });

  it('lists every command in the help', () => {
    expect(liveShortcuts.map((s) => s.action)).toEqual([
      'next',
      'previous',
      'focusComposer',
      'send',
      'take',
      'finish',
      'help',
    ]);
  });
});
