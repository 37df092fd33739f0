import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

// The app uses declarative routes (no data router, so no useBlocker): while the form has unsaved
// changes, a click on any in-app link is held and the caller asks to discard or keep editing;
// closing or reloading the tab gets the browser's own question. The screen's own ways out (back,
// cancel) ask the same through `leave` and `confirm`.
export function useUnsavedChangesGuard(isDirty: boolean) {
  const navigate = useNavigate();
  // What runs once the changes are discarded; null while nothing is asked.
  const [held, setHeld] = useState<(() => void) | null>(null);
  const hold = useCallback((action: () => void) => setHeld(() => action), []);

  useEffect(() => {
    if (!isDirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (path === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      hold(() => navigate(path));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, hold, navigate]);

  // Runs `action` now, or once the user chose to discard the changes.
  const confirm = useCallback((action: () => void) => (isDirty ? hold(action) : action()), [isDirty, hold]);
  return {
    isAsking: held !== null,
    confirm,
    // Asks before leaving for `path` by the screen's own buttons.
    leave: useCallback((path: string) => confirm(() => navigate(path)), [confirm, navigate]),
    discard: useCallback(() => {
      held?.();
      setHeld(null);
    }, [held]),
    keepEditing: useCallback(() => setHeld(null), []),
  };
}
