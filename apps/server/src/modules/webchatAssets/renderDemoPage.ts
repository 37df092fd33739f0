const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const lorem =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio. Praesent libero. ' +
  'Sed cursus ante dapibus diam. Sed nisi. Nulla quis sem at nibh elementum imperdiet.';

// A plain customer site with the snippet pasted in, to try the widget and its navigation report.
// `page` only picks one of three fixed headings; nothing from the request reaches the HTML
// except the token, escaped for its attribute.
export function renderDemoPage(botToken: string | null, page: number): string {
  const snippet = botToken
    ? `<script src="/webchat.js" data-bot="${escapeAttribute(botToken)}" async></script>`
    : '<p><strong>No chatbot found for the demo account: pass ?bot=TOKEN.</strong></p>';
  const tokenQuery = botToken ? `&amp;bot=${encodeURIComponent(botToken)}` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prosa — demo do webchat</title>
<style>body{font-family:Georgia,serif;max-width:720px;margin:40px auto;padding:0 16px;line-height:1.6;color:#222}</style>
</head>
<body>
<h1>Loja Exemplo — página ${page}</h1>
<nav>
<a href="/webchat/demo?page=1${tokenQuery}">Página 1</a> ·
<a href="/webchat/demo?page=2${tokenQuery}">Página 2</a> ·
<a href="/webchat/demo?page=3${tokenQuery}">Página 3</a>
</nav>
<p>${lorem}</p>
<p>${lorem}</p>
<p>Esta página só existe para testar o widget de chat: o botão no canto inferior direito abre a conversa.</p>
${snippet}
</body>
</html>
`;
}
