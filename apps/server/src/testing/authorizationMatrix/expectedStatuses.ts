import { type Caller, demoLevels } from './callers.ts';

export type Expected = Record<Caller, number>;

// Prosa Demo's levels up to `level` (lower is more power) get 200, the others 403; Outra Empresa's
// administrator gets `outra`: 404 for an object of Prosa Demo, 200 where the route answers with
// their own account's data, 403 where their level is not enough.
export function allowedUpTo(level: number, outra: 200 | 403 | 404): Expected {
  const demo = Object.fromEntries(
    Object.entries(demoLevels).map(([caller, callerLevel]) => [caller, callerLevel <= level ? 200 : 403]),
  );
  return { ...demo, outra } as Expected;
}
