import cronParser from 'cron-parser';
import { CatalogueError } from '../../app/CatalogueError.ts';

// Five fields (minute, hour, day of month, month, day of week), as the minute's sweep can keep:
// the parser also takes seconds and its own shorthands, which a recurring dispatch does not.
const fieldPattern = /^[0-9A-Za-z*,/-]+$/;

// The first occurrence of a recurring dispatch's cron strictly after `after`, read in the
// account's time zone (an occurrence that falls into a daylight-saving gap moves to the hour
// after it, as the parser does). An expression that is not 5 valid fields is the catalogue's
// `broadcast.cronInvalid`.
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.every((field) => fieldPattern.test(field)))
    throw new CatalogueError('broadcast.cronInvalid');
  try {
    return cronParser.parseExpression(fields.join(' '), { currentDate: after, tz: timeZone }).next().toDate();
  } catch {
    throw new CatalogueError('broadcast.cronInvalid');
  }
}
