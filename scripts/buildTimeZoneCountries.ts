// Writes apps/server/src/modules/webchat/timeZoneCountries.json, the country of every time zone, from
// the machine's tzdata (zone.tab, public domain):
//   node --import tsx scripts/buildTimeZoneCountries.ts [/usr/share/zoneinfo/zone.tab]
// Chromium and Node report ICU's names for some zones ("America/Buenos_Aires", "Asia/Calcutta")
// where zone.tab has the current ones ("America/Argentina/Buenos_Aires", "Asia/Kolkata"), so both
// names go in. Run again after a tzdata update; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs';

const zoneTab = process.argv[2] ?? '/usr/share/zoneinfo/zone.tab';
const target = new URL('../apps/server/src/modules/webchat/timeZoneCountries.json', import.meta.url);

function icuNameOf(timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

const countries = new Map<string, string>();
for (const line of readFileSync(zoneTab, 'utf8').split('\n')) {
  if (line.startsWith('#') || line.trim() === '') continue;
  const [country, , timeZone] = line.split('\t');
  if (!country || !timeZone || !/^[A-Z]{2}$/.test(country)) throw new Error(`unexpected line: ${line}`);
  countries.set(timeZone, country);
  countries.set(icuNameOf(timeZone), country);
}

const entries = [...countries].sort(([a], [b]) => (a < b ? -1 : 1));
const text = `{\n${entries.map(([zone, country]) => `  "${zone}": "${country}"`).join(',\n')}\n}\n`;
writeFileSync(target, text);
console.log(`timeZoneCountries.json: ${entries.length} zones, ${(text.length / 1024).toFixed(1)} KB`);
