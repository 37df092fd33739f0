import { useMatches } from 'react-router';
import type { AppRoute } from '../router/appRoutes.ts';

const isAppRoute = (handle: unknown): handle is AppRoute =>
  typeof handle === 'object' && handle !== null && 'path' in handle && 'title' in handle && 'area' in handle;

// The spec route being shown (each protected route carries its AppRoute as its handle).
export function useCurrentRoute(): AppRoute | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isAppRoute);
}
