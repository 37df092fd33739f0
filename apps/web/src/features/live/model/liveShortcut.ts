export type LiveShortcut = 'next' | 'previous' | 'focusComposer' | 'send' | 'take' | 'finish' | 'help';

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

// The keys of /live, as the help dialog lists them. Moving between conversations also works while
// typing (Alt with an arrow); the single letters only outside a text field, so typing is never
// taken for a command. Enter sends from the composer (the composer's own key).
export const liveShortcuts: ReadonlyArray<{ action: LiveShortcut; keys: readonly string[] }> = [
  { action: 'next', keys: ['J', 'Alt + ↓'] },
  { action: 'previous', keys: ['K', 'Alt + ↑'] },
  { action: 'focusComposer', keys: ['R'] },
  { action: 'send', keys: ['Enter'] },
  { action: 'take', keys: ['T'] },
  { action: 'finish', keys: ['E'] },
  { action: 'help', keys: ['?'] },
];

const letters: Record<string, LiveShortcut> = {
  j: 'next',
  k: 'previous',
  r: 'focusComposer',
  t: 'take',
  e: 'finish',
  '?': 'help',
};

// What a key press asks of /live, or null. `isTyping`: the focus is in a text field or a dialog.
export function liveShortcutFor(press: KeyPress, isTyping: boolean): LiveShortcut | null {
  if (press.ctrlKey || press.metaKey) return null;
  if (press.altKey) {
    if (press.code === 'ArrowDown') return 'next';
    if (press.code === 'ArrowUp') return 'previous';
    return null;
  }
  if (isTyping) return null;
  return letters[press.key.length === 1 ? press.key.toLowerCase() : ''] ?? null;
}
