import { levels } from '@prosa/contracts';

// The levels of an account's own people; the provider's staff (10, 11) always hold the defaults.
export const documentLevels = [levels.administrator, levels.manager, levels.attendant, levels.junior];
