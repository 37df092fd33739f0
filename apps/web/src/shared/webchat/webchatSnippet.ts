// The one line a customer pastes into their site to load the widget of a chatbot. The token is
// random base64url, but it is escaped anyway: the snippet is copied into other people's pages.
export function webchatSnippet(origin: string, token: string): string {
  const safeToken = token.replace(/[^A-Za-z0-9_-]/g, '');
  return `<script src="${origin}/webchat.js" data-bot="${safeToken}" async></script>`;
}
