import { describe, expect, it } from 'vitest';
import { locationOfTimeZone } from './locationOfTimeZone.ts';

describe('locationOfTimeZone', () => {
  it('places a Brazilian zone in its state', () => {
    expect(locationOfTimeZone('America/Bahia')).toEqual({ country: 'BR', state: 'BA' });
    expect(locationOfTimeZone('America/Sao_Paulo')).toEqual({ country: 'BR', state: 'SP' });
    expect(locationOfTimeZone('America/Eirunepe')).toEqual({ country: 'BR', state: 'AM' });
    expect(locationOfTimeZone('America/Noronha')).toEqual({ country: 'BR', state: 'PE' });
  });

  it('places any other zone of the tzdata in its country', () => {
    expect(locationOfTimeZone('America/Argentina/Buenos_Aires')).toEqual({ country: 'AR' });
    expect(locationOfTimeZone('Europe/Lisbon')).toEqual({ country: 'PT' });
    expect(locationOfTimeZone('Asia/Tokyo')).toEqual({ country: 'JP' });
    expect(locationOfTimeZone('Africa/Luanda')).toEqual({ country: 'AO' });
    expect(locationOfTimeZone('Pacific/Auckland')).toEqual({ country: 'NZ' });
  });

  it('knows the names browsers report for renamed zones', () => {
    expect(locationOfTimeZone('America/Buenos_Aires')).toEqual({ country: 'AR' });
    expect(locationOfTimeZone('Asia/Calcutta')).toEqual({ country: 'IN' });
    expect(locationOfTimeZone('Europe/Kiev')).toEqual({ country: 'UA' });
    expect(locationOfTimeZone('Europe/Kyiv')).toEqual({ country: 'UA' });
  });

  it('follows old aliases to the zone they stand for', () => {
    expect(locationOfTimeZone('Brazil/East')).toEqual({ country: 'BR', state: 'SP' });
    expect(locationOfTimeZone('US/Eastern')).toEqual({ country: 'US' });
  });

  it('gives no place for zones without a country or claims that are not zones', () => {
    expect(locationOfTimeZone('UTC')).toBeNull();
    expect(locationOfTimeZone('Etc/GMT+3')).toBeNull();
    expect(locationOfTimeZone('Not/A_Zone')).toBeNull();
    expect(locationOfTimeZone(42)).toBeNull();
    expect(locationOfTimeZone(undefined)).toBeNull();
  });
});
