// Runs before the panel's modules. A file rather than an inline script, so the panel's
// Content-Security-Policy allows no inline script at all (docs/decisions.md, "Security headers").

// Before the first paint: the stored dark-mode choice and language (see shared/theme/themeMode.ts).
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  document.documentElement.lang =
    ['pt-BR', 'en-US', 'es'].find((language) => language === localStorage.getItem('language')) || 'pt-BR';
} catch (_error) {}

// Zod's `z.config({ jitless: true })`, set where every copy of zod reads its configuration, without
// loading zod here: zod otherwise probes `new Function` before compiling fast parsers, and the CSP
// (no eval) reports even that caught probe as a violation. Importing zod's config in main.tsx
// instead added 11 KB to the first script.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
