import type { Me } from '@prosa/contracts';

// Spec §2: a protected route needs a loaded user and a loaded account, each with an id.
export const hasSession = (me: Me | undefined): me is Me => Boolean(me?.user?.id && me?.account?.id);
