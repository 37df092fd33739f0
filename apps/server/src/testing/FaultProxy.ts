import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type FaultMode = 'pass' | 'stall' | 'reset';

interface Link {
  client: Socket;
  upstream: Socket;
  // Bytes held back while stalled, each with the socket it is for.
  held: Array<{ to: Socket; chunk: Buffer }>;
}

// A TCP proxy in front of a database for fault tests. `pass` forwards both ways; `stall` holds every
// byte (new connections too) as a network that stopped delivering would, and forwards them when it
// passes again, as TCP's retransmissions would; `reset` resets every open connection and each new one.
export class FaultProxy {
  #mode: FaultMode = 'pass';
  readonly #links = new Set<Link>();
  readonly #server: Server;

  private constructor(
    // The database's URL with the proxy's address in place of the server's.
    readonly url: string,
    server: Server,
  ) {
    this.#server = server;
  }

  // A proxy in front of the PostgreSQL server that `databaseUrl` names, passing.
  static async inFrontOf(databaseUrl: string): Promise<FaultProxy> {
    const target = new URL(databaseUrl);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const proxy = new FaultProxy(proxied.toString(), server);
    server.on('connection', (client) =>
      proxy.#accept(client, { host: target.hostname, port: Number(target.port || 5432) }),
    );
    return proxy;
  }

  setMode(mode: FaultMode) {
    this.#mode = mode;
    if (mode === 'reset') for (const link of this.#links) this.#drop(link, true);
    if (mode === 'pass')
      for (const link of this.#links) {
        for (const { to, chunk } of link.held.splice(0)) if (!to.destroyed) to.write(chunk);
      }
  }

  #accept(client: Socket, target: { host: string; port: number }) {
    if (this.#mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const link: Link = { client, upstream, held: [] };
    this.#links.add(link);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (this.#mode === 'stall') link.held.push({ to, chunk });
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    // Either side closing closes the other: the proxy is as transparent as a wire.
    for (const socket of [client, upstream]) {
      socket.on('error', () => this.#drop(link, true));
      socket.on('close', () => this.#drop(link, false));
    }
  }

  #drop(link: Link, isReset: boolean) {
    if (!this.#links.delete(link)) return;
    link.held.length = 0;
    for (const socket of [link.client, link.upstream]) {
      if (socket.destroyed) continue;
      // A socket still connecting has no TCP handle to reset yet.
      if (isReset && !socket.connecting) socket.resetAndDestroy();
      else socket.destroy();
    }
  }

  async close() {
    for (const link of this.#links) this.#drop(link, false);
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
