import type { SendingDomain } from '@prosa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/signIn.ts';
import { startFakeDns } from '../../../testing/startFakeDns.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { createDnsResolver } from './dnsResolver.ts';

describe('sending domains', () => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  beforeAll(async () => {
    dns = await startFakeDns();
    server = await startTestServer({ DNS_SERVERS: dns.address, DOMAIN_VERIFY_RETRY_SECONDS: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await dns?.close();
  });

  it('shows the records to publish, stays waiting until DNS has them, then the retrying job verifies it', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const created = await client.post('/api/settings/domains', { name: ' HTTPS://Loja.Example.COM/ ' });
    expect(created.status).toBe(200);
    const domain = created.body.domain as SendingDomain;
    expect(domain).toMatchObject({ name: 'loja.example.com', status: 'waiting', emails: [] });
    const [dkim, spf, tracking] = domain.records;
    expect(dkim).toMatchObject({
      type: 'TXT',
      host: expect.stringMatching(/^prosa\d{6}\._domainkey\.loja\.example\.com$/),
    });
    expect(dkim?.data).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(spf).toMatchObject({
      type: 'TXT',
      host: 'loja.example.com',
      data: 'v=spf1 include:_spf.prosa.local ~all',
    });
    expect(tracking).toMatchObject({
      type: 'CNAME',
      host: 'prosa-track.loja.example.com',
      data: 'track.prosa.local',
    });

    // Nothing published: "verify now" says DNS not authenticated, and the domain stays waiting.
    const early = await client.post(`/api/settings/domains/${domain.id}/verify`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('domains.dnsNotAuthenticated');

    // Two of three published is still not enough.
    if (!dkim || !spf || !tracking) throw new Error('three records');
    dns.publish(dkim);
    dns.publish(spf);
    expect((await client.post(`/api/settings/domains/${domain.id}/verify`)).status).toBe(409);

    // The last one propagates; the job's next retry finds it, with nobody pressing anything.
    dns.publish(tracking);
    const verified = await until(
      async () => {
        const list = (await client.get('/api/settings/domains')).body.domains as SendingDomain[];
        const found = list.find((item) => item.id === domain.id);
        return found?.status === 'verified' ? found : null;
      },
      { tries: 100, intervalMs: 200 },
    );
    expect(verified.verifiedAt).not.toBeNull();
  }, 30_000);

  it('refuses a domain already registered, in this account or another, and a name that is no domain', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    expect((await client.post('/api/settings/domains', { name: 'dup.example.com' })).status).toBe(200);
    const again = await client.post('/api/settings/domains', { name: 'DUP.example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('domains.alreadyRegistered');
    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    expect((await other.post('/api/settings/domains', { name: 'dup.example.com' })).body.error.code).toBe(
      'domains.alreadyRegistered',
    );
    expect((await client.post('/api/settings/domains', { name: 'not a domain' })).body.error.code).toBe(
      'domains.nameInvalid',
    );
  });

  it('keeps the allowed e-mails as local parts, and another account neither sees nor deletes the domain', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const { domain } = (await client.post('/api/settings/domains', { name: 'mail.example.org' })).body;
    const saved = await client.put(`/api/settings/domains/${domain.id}/emails`, {
      emails: ['Contato', 'suporte', 'contato'],
    });
    expect(saved.body.domain.emails).toEqual(['contato', 'suporte']);
    const bad = await client.put(`/api/settings/domains/${domain.id}/emails`, {
      emails: ['x@mail.example.org'],
    });
    expect(bad.body.error.code).toBe('domains.emailInvalid');

    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    const theirs = (await other.get('/api/settings/domains')).body.domains as SendingDomain[];
    expect(theirs.map((item) => item.name)).not.toContain('mail.example.org');
    expect((await other.delete(`/api/settings/domains/${domain.id}`)).status).toBe(404);
    expect((await client.delete(`/api/settings/domains/${domain.id}`)).status).toBe(200);
  });

  it('is for administrators: a manager is refused', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await client.get('/api/settings/domains')).status).toBe(403);
  });
});

describe('the DNS resolver module', () => {
  it('answers published TXT records whole and an empty list for a name that has none', async () => {
    const dns = await startFakeDns();
    try {
      const resolver = createDnsResolver(dns.address);
      const long = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`;
      dns.publish({ type: 'TXT', host: 's._domainkey.x.com', data: long });
      expect(await resolver.resolveTxt('s._domainkey.x.com')).toEqual([long]);
      expect(await resolver.resolveTxt('nothing.x.com')).toEqual([]);
      expect(await resolver.resolveCname('nothing.x.com')).toEqual([]);
    } finally {
      await dns.close();
    }
  });
});
