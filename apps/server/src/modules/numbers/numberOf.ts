import type { PhoneLookup } from '@prosa/contracts';
import { parseNationalPhone } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';

// The E.164 digits of a looked-up number, or the catalogue's refusal (spec campaigns §5: a phone
// number and country, the national number with a two-digit area code).
export function numberOf(lookup: PhoneLookup): string {
  const number = parseNationalPhone(lookup.country, lookup.number);
  if (!number) throw new CatalogueError('numbers.phoneInvalid');
  return number;
}

// A manual action's reason: required, so the history says why.
export function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw new CatalogueError('numbers.reasonRequired');
  return trimmed;
}
