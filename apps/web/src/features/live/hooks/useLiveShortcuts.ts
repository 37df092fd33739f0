import { type RefObject, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type LiveShortcut, liveShortcutFor } from '../model/liveShortcut.ts';

// Whether the key went to a text field, a select or an open dialog: then it is theirs.
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="combobox"]')) return true;
  // A dialog closed keeps its markup (and may keep the focus): only an open one counts.
  const dialog = target.closest<HTMLElement>('[role="dialog"]');
  return dialog?.checkVisibility() ?? false;
}

// The keyboard on /live (liveShortcut.ts): next and previous conversation in the open box, the
// composer, take and finish on the open room (its own buttons, so the same rules apply), and the
// help dialog. Everything is looked up inside the page, in what is on screen now.
export function useLiveShortcuts(page: RefObject<HTMLElement | null>, onHelp: () => void) {
  const navigate = useNavigate();
  const latest = useRef({ navigate, onHelp });
  latest.current = { navigate, onHelp };

  useEffect(() => {
    const run = (action: LiveShortcut) => {
      const root = page.current;
      if (!root) return false;
      if (action === 'help') {
        latest.current.onHelp();
        return true;
      }
      if (action === 'next' || action === 'previous') {
        const links = [...root.querySelectorAll<HTMLAnchorElement>('.live-list .live-item-link')];
        if (links.length === 0) return false;
        const current = links.findIndex((link) => link.getAttribute('aria-current') === 'page');
        const step = action === 'next' ? 1 : -1;
        const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : current + step;
        const target = links[Math.min(Math.max(next, 0), links.length - 1)];
        const href = target?.getAttribute('href');
        if (!href || target === links[current]) return Boolean(href);
        void latest.current.navigate(href);
        return true;
      }
      if (action === 'focusComposer') {
        const box = root.querySelector<HTMLTextAreaElement>('.live-composer textarea:not([disabled])');
        box?.focus();
        return Boolean(box);
      }
      const button = root.querySelector<HTMLButtonElement>(`[data-shortcut="${action}"]:not([disabled])`);
      button?.click();
      return Boolean(button);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = liveShortcutFor(event, isTyping(event.target));
      if (action && action !== 'send' && run(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [page]);
}
