import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import callingCodes from './callingCodes.json';

describe('callingCodes.json', () => {
  it('matches libphonenumber-js for every country', () => {
    expect(callingCodes).toEqual(
      Object.fromEntries(getCountries().map((country) => [country, getCountryCallingCode(country)])),
    );
  });
});
