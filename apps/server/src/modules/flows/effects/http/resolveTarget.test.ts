import { describe, expect, it } from 'vitest';
import { onlyPublicAddresses, type ResolveHost, resolveTarget } from './resolveTarget.ts';

// A fake resolver keeps these tests off the network and lets a name answer internal addresses.
const answers: Record<string, { address: string; family: number }[]> = {
  'api.example.test': [{ address: '93.184.216.34', family: 4 }],
  'internal.example.test': [{ address: '10.1.2.3', family: 4 }],
  'mixed.example.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'v6.example.test': [{ address: '::ffff:169.254.169.254', family: 6 }],
};
const resolveHost: ResolveHost = async (hostname) => {
  const found = answers[hostname];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const check = (url: string) => resolveTarget(url, onlyPublicAddresses, resolveHost);

describe('resolveTarget', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://0/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]:8080/',
    'http://10.0.0.1/',
    'http://192.168.0.1/',
    'http://100.64.1.1/',
  ])('refuses the internal address in %s, whatever its notation', async (url) => {
    expect(await check(url)).toEqual({ ok: false, reason: 'refusedAddress' });
  });

  it('refuses a name when any of its addresses is internal', async () => {
    expect(await check('https://internal.example.test/')).toEqual({ ok: false, reason: 'refusedAddress' });
    expect(await check('https://mixed.example.test/')).toEqual({ ok: false, reason: 'refusedAddress' });
    expect(await check('https://v6.example.test/')).toEqual({ ok: false, reason: 'refusedAddress' });
  });

  it('pins the checked address of a public name', async () => {
    const target = await check('https://api.example.test/orders?id=1');
    expect(target).toMatchObject({ ok: true, address: '93.184.216.34', family: 4 });
    expect(target.ok && target.url.href).toBe('https://api.example.test/orders?id=1');
  });

  it('refuses other schemes, credentials in the URL, malformed URLs and unknown names', async () => {
    expect(await check('file:///etc/passwd')).toEqual({ ok: false, reason: 'forbiddenScheme' });
    expect(await check('ftp://api.example.test/')).toEqual({ ok: false, reason: 'forbiddenScheme' });
    expect(await check('gopher://api.example.test/')).toEqual({ ok: false, reason: 'forbiddenScheme' });
    expect(await check('https://user:secret@api.example.test/')).toEqual({
      ok: false,
      reason: 'credentialsInUrl',
    });
    expect(await check('not a url')).toEqual({ ok: false, reason: 'invalidUrl' });
    expect(await check('https://nowhere.example.test/')).toEqual({ ok: false, reason: 'unresolvable' });
  });
});
