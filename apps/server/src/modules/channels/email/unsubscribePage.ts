import { type Language, unsubscribePageTexts } from '@prosa/contracts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

// The small page behind a List-Unsubscribe link: the question with a button that makes the
// one-click POST to the same address, or, after it, what was done. The sender's name and the
// address come from a channel's configuration and a link: escaped, never markup.
export function unsubscribePage(
  language: Language,
  state: 'question' | 'done',
  names: { sender: string; address: string },
) {
  const texts = unsubscribePageTexts[language];
  // The placeholders' braces survive escaping; the names go in escaped.
  const fill = (text: string) =>
    escapeHtml(text)
      .replace('{sender}', () => `<strong>${escapeHtml(names.sender)}</strong>`)
      .replace('{address}', () => `<strong>${escapeHtml(names.address)}</strong>`);
  const body =
    state === 'question'
      ? `<p>${fill(texts.question)}</p>
    <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.confirm)}</button></form>`
      : `<p role="status">${fill(texts.done)}</p>`;
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(texts.title)}</title>
    <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f1f1f}button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style>
  </head>
  <body>
    <h1>${escapeHtml(texts.title)}</h1>
    ${body}
  </body>
</html>
`;
}
