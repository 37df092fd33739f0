// The machines are offline, so no IP geolocation: the browser's time zone gives a country and, for
// Brazil's zones, a state. Enough for the /realTime map; unknown zones give no location.
const brazilianZones: Record<string, string> = {
  'America/Sao_Paulo': 'SP',
  'America/Bahia': 'BA',
  'America/Fortaleza': 'CE',
  'America/Recife': 'PE',
  'America/Maceio': 'AL',
  'America/Belem': 'PA',
  'America/Manaus': 'AM',
  'America/Cuiaba': 'MT',
  'America/Campo_Grande': 'MS',
  'America/Porto_Velho': 'RO',
  'America/Boa_Vista': 'RR',
  'America/Rio_Branco': 'AC',
  'America/Araguaina': 'TO',
  'America/Santarem': 'PA',
  'America/Noronha': 'PE',
};
const countryZones: Record<string, string> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Argentina/Buenos_Aires': 'AR',
  'America/Santiago': 'CL',
  'America/Bogota': 'CO',
  'America/Lima': 'PE',
  'America/Mexico_City': 'MX',
  'America/Montevideo': 'UY',
  'America/Asuncion': 'PY',
  'Europe/Lisbon': 'PT',
  'Europe/Madrid': 'ES',
};

export function locationOfTimeZone(timeZone: unknown): { country: string; state?: string } | null {
  if (typeof timeZone !== 'string') return null;
  const state = brazilianZones[timeZone];
  if (state) return { country: 'BR', state };
  const country = countryZones[timeZone];
  return country ? { country } : null;
}
