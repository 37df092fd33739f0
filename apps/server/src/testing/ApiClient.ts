// A cookie-keeping HTTP client for integration tests: behaves like the panel in a browser
// (session cookie, CSRF header echoed from the readable cookie).
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get csrfToken() {
    return this.cookies.get('prosa_csrf');
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...this.headers, ...extraHeaders };
    if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && this.csrfToken && !('x-csrf-token' in headers))
      headers['x-csrf-token'] = this.csrfToken;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body)
              : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each endpoint answers
    return { status: response.status, body: json as any };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);
}
