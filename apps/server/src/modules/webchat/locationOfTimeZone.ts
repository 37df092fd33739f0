import timeZoneCountries from './timeZoneCountries.json' with { type: 'json' };

// The machines are offline, so no IP geolocation: the browser's time zone gives a country (the
// tzdata table, built by scripts/buildTimeZoneCountries.ts) and, for Brazil's zones, a state.
// Enough for the /realTime maps; unknown zones (UTC, Etc/…) give no location.
const brazilianZones: Record<string, string> = {
  'America/Sao_Paulo': 'SP',
  'America/Bahia': 'BA',
  'America/Fortaleza': 'CE',
  'America/Recife': 'PE',
  'America/Maceio': 'AL',
  'America/Belem': 'PA',
  'America/Manaus': 'AM',
  'America/Eirunepe': 'AM',
  'America/Cuiaba': 'MT',
  'America/Campo_Grande': 'MS',
  'America/Porto_Velho': 'RO',
  'America/Boa_Vista': 'RR',
  'America/Rio_Branco': 'AC',
  'America/Araguaina': 'TO',
  'America/Santarem': 'PA',
  'America/Noronha': 'PE',
};
const countryZones: Record<string, string | undefined> = timeZoneCountries;

// Old aliases ("Brazil/East", "US/Eastern") resolve through the runtime's own zone data.
function canonicalNameOf(timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

export function locationOfTimeZone(timeZone: unknown): { country: string; state?: string } | null {
  if (typeof timeZone !== 'string') return null;
  for (const name of [timeZone, canonicalNameOf(timeZone)]) {
    const state = brazilianZones[name];
    if (state) return { country: 'BR', state };
    const country = countryZones[name];
    if (country) return { country };
  }
  return null;
}
