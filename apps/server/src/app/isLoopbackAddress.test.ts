import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './isLoopbackAddress.ts';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    'counts %s as this machine',
    (ip) => expect(isLoopbackAddress(ip)).toBe(true),
  );

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '::', '128.0.0.1', '', 'localhost'])(
    'counts %s as another machine',
    (ip) => expect(isLoopbackAddress(ip)).toBe(false),
  );
});
