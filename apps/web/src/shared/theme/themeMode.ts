// The dark-mode choice, kept in localStorage under `theme`. index.html reads the same key in an
// inline script so the page's first paint already has the right background.
export type ThemeMode = 'light' | 'dark';
export const themeStorageKey = 'theme';

export const storedThemeMode = (): ThemeMode =>
  localStorage.getItem(themeStorageKey) === 'dark' ? 'dark' : 'light';

export function applyThemeMode(mode: ThemeMode) {
  localStorage.setItem(themeStorageKey, mode);
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
