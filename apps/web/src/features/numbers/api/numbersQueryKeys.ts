import type { PhoneLookup } from '@prosa/contracts';

export const numberStatusQueryKey = (lookup: PhoneLookup) => [
  'numbers',
  'status',
  lookup.country,
  lookup.number,
];
export const optOutsQueryKey = ['numbers', 'optOuts'] as const;
