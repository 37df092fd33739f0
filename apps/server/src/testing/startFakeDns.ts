import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

// A DNS server on loopback that answers TXT and CNAME questions from a table the test fills, over
// UDP and TCP on one port (a 2048-bit DKIM key overflows a 512-byte UDP answer, and the resolver
// then asks again over TCP, as real resolvers do). The server's DNS_SERVERS points at it, so the
// checks go through node's real resolver and a real wire.
export async function startFakeDns() {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string>();
  const handle: dns2.DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const name = question.name.toLowerCase();
      if (question.type === Packet.TYPE.TXT)
        for (const value of txt.get(name) ?? [])
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            // One record of 255-byte character-strings, as DNS providers split long keys.
            data: value.match(/.{1,255}/g) ?? [''],
          } as unknown as dns2.Packet.Resource);
      const target = cname.get(name);
      if (question.type === Packet.TYPE.CNAME && target)
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.CNAME,
          class: Packet.CLASS.IN,
          ttl: 1,
          domain: target,
        } as unknown as dns2.Packet.Resource);
    }
    send(response);
  };
  const { udp, tcp, port } = await listenOnOnePort(handle);
  return {
    // DNS_SERVERS for a server that asks this one.
    address: `127.0.0.1:${port}`,
    publish(record: { type: 'TXT' | 'CNAME'; host: string; data: string }) {
      const host = record.host.toLowerCase();
      if (record.type === 'CNAME') cname.set(host, record.data);
      else txt.set(host, [...(txt.get(host) ?? []), record.data]);
    },
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}

// UDP takes a free port and TCP the same number, which another TCP socket may hold (a CI run hit
// EADDRINUSE): then both let go and try another.
async function listenOnOnePort(handle: dns2.DnsHandler) {
  for (let attempt = 1; ; attempt++) {
    const udp = dns2.createUDPServer(handle);
    await udp.listen(0, '127.0.0.1');
    const { port } = udp.address() as AddressInfo;
    const tcp = dns2.createTCPServer(handle);
    const error = await new Promise<Error | null>((resolve) => {
      tcp.once('error', resolve);
      tcp.once('listening', () => resolve(null));
      tcp.listen(port, '127.0.0.1');
    });
    if (!error) return { udp, tcp, port };
    await new Promise<void>((resolve) => udp.close(() => resolve()));
    if (attempt === 10) throw error;
  }
}
