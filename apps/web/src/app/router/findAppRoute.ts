import { matchRoutes } from 'react-router';
import { type AppRoute, appRoutes } from './appRoutes.ts';

// The spec route a path shows, for the shell's breadcrumbs and access check.
export function findAppRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route;
}
