import { findAppRoute } from './findAppRoute.ts';

// Whether the screen at a path does something yet. The sidebar offers built screens only; the
// routes of the others stay reachable and say plainly that they are not available yet.
export const isScreenBuilt = (path: string): boolean => {
  const page = findAppRoute(path)?.page;
  return page !== undefined && page !== 'notAvailable';
};
