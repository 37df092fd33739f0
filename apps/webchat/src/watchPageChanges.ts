// Calls back whenever the page's address changes: single-page sites move with pushState or
// replaceState (wrapped here), the back button fires popstate, anchors fire hashchange.
export function watchPageChanges(onChange: () => void) {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      onChange();
      return result;
    };
  }
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
}
