import { describe, expect, it } from 'vitest';
import { describeDevice } from './describeDevice.ts';

describe('describeDevice', () => {
  it('recognises Chrome on Linux', () => {
    const agent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(describeDevice(agent)).toEqual({ browser: 'Chrome', os: 'Linux' });
  });

  it('tells Edge from the Chrome it is built on', () => {
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0';
    expect(describeDevice(agent)).toEqual({ browser: 'Edge', os: 'Windows' });
  });

  it('recognises Safari on an iPhone before macOS', () => {
    const agent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(describeDevice(agent)).toEqual({ browser: 'Safari', os: 'iOS' });
  });

  it('recognises Firefox on Android', () => {
    expect(describeDevice('Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0')).toEqual({
      browser: 'Firefox',
      os: 'Android',
    });
  });

  it('admits not knowing other clients', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
