// Before the first paint: the stored dark-mode choice and language (see shared/theme/themeMode.ts).
// A file rather than an inline script, so the panel's Content-Security-Policy allows no inline
// script at all (docs/decisions.md, "Security headers").
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  document.documentElement.lang =
    ['pt-BR', 'en-US', 'es'].find((language) => language === localStorage.getItem('language')) || 'pt-BR';
} catch (_error) {}
