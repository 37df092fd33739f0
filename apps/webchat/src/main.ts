import { startWidget } from './startWidget.ts';

// The snippet: <script src="https://HOST/webchat.js" data-bot="TOKEN" async></script>. The widget
// talks to the host it was loaded from, whatever site embeds it.
const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[data-bot][src*="webchat.js"]');
const botToken = script?.dataset.bot;

const storageOrNull = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

if (script && botToken) {
  const start = () => startWidget({ origin: new URL(script.src).origin, botToken, storage: storageOrNull() });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  console.warn('Prosa webchat: the <script> tag needs data-bot="TOKEN".');
}
