import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

// The app uses declarative routes (no data router, so no useBlocker): while the form has unsaved
// changes, a click on any in-app link is held and the caller asks to discard or keep editing, and
// so does the browser's back button (guardBackButton); closing or reloading the tab gets the
// browser's own question. The screen's own ways out (back, cancel) ask the same through `leave`
// and `confirm`.
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
    const stopGuardingBack = guardBackButton(hold);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      stopGuardingBack();
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

// A copy of this page's history entry sits on top while the form is dirty, so the browser's back
// button lands on this same page: the question is asked and the copy put back; discarding goes back
// past both. The copy is marked and left in place once the form is clean (taking it off would
// race a navigation that follows a save), so the next dirty spell reuses it: at most one extra
// step back to the same page.
function guardBackButton(hold: (action: () => void) => void) {
  const pushGuard = () =>
    window.history.pushState({ ...window.history.state, prosaGuard: true }, '', window.location.href);
  if (!window.history.state?.prosaGuard) pushGuard();
  let isLeaving = false;
  const onPopState = () => {
    if (isLeaving) return;
    pushGuard();
    hold(() => {
      isLeaving = true;
      window.history.go(-2);
    });
  };
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}
