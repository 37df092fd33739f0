import { whatsappDeliveryCodes } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryCodeOf, isTransientProviderCode } from './deliveryCodeOf.ts';

describe('deliveryCodeOf', () => {
  it.each(whatsappDeliveryCodes)('keeps the spec’s own code %s', (code) => {
    expect(deliveryCodeOf(code)).toBe(code);
  });

  it.each([
    ['190', '9991'],
    ['0', '9991'],
    ['3', '9991'],
    ['10', '9991'],
    ['4', '429'],
    ['80007', '429'],
    ['100', '9992'],
    ['131008', '9992'],
    ['131009', '9992'],
    ['131021', '9992'],
    ['131051', '9992'],
    ['1', '9990'],
    ['2', '9990'],
    ['131000', '9990'],
    ['131016', '9990'],
    ['368', '471'],
    ['131031', '471'],
    ['130497', '471'],
    ['130472', '472'],
    ['131037', '1001'],
    ['131045', '1001'],
    ['133000', '1001'],
    ['133010', '1001'],
    ['131042', '1003'],
    ['131052', '1010'],
    ['131053', '1010'],
    ['132005', '2000'],
    ['132007', '2000'],
    ['132012', '2000'],
    ['132015', '2061'],
    ['132016', '2062'],
    ['20003', '9991'],
    ['20429', '429'],
    ['21211', '1002'],
    ['21606', '1001'],
    ['21610', '1008'],
    ['30003', '131026'],
    ['30008', '9990'],
    ['63003', '1002'],
    ['63005', '9992'],
    ['63007', '1001'],
    ['63016', '131047'],
    ['63018', '130429'],
    ['63021', '9992'],
    ['63024', '1002'],
    ['63027', '132001'],
    ['63028', '132000'],
    ['63032', '131026'],
    ['63049', '131049'],
    ['63112', '471'],
  ])('maps the provider code %s to %s', (providerCode, expected) => {
    expect(deliveryCodeOf(providerCode)).toBe(expected);
  });

  it('reports a provider’s server error or the network as a broker send error, anything else as unknown', () => {
    expect(deliveryCodeOf('500')).toBe('9992');
    expect(deliveryCodeOf('503')).toBe('9992');
    expect(deliveryCodeOf('network')).toBe('9992');
    expect(deliveryCodeOf('http_502')).toBe('9992');
    expect(isTransientProviderCode('http_502')).toBe(true);
    expect(isTransientProviderCode('http_404')).toBe(false);
    expect(deliveryCodeOf('777777')).toBe('9990');
    expect(deliveryCodeOf('')).toBe('9990');
    expect(deliveryCodeOf('toString')).toBe('9990');
  });
});

describe('isTransientProviderCode', () => {
  it.each(['429', '130429', '131056', '4', '80007', '20429', '63018', '1', '2', '131000', '131016'])(
    'retries %s later',
    (code) => expect(isTransientProviderCode(code)).toBe(true),
  );

  it('retries a server error and the network, whatever the status', () => {
    for (let status = 500; status < 600; status++) expect(isTransientProviderCode(String(status))).toBe(true);
    expect(isTransientProviderCode('network')).toBe(true);
  });

  it('fails every other spec code at once', () => {
    const transient = new Set(['429', '130429', '131056']);
    for (const code of whatsappDeliveryCodes)
      expect(isTransientProviderCode(code), code).toBe(transient.has(code));
    expect(isTransientProviderCode('63016')).toBe(false);
    expect(isTransientProviderCode('400')).toBe(false);
  });
});
