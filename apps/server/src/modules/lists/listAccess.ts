import { levels } from '@prosa/contracts';
import { memberAccess } from '../../app/access.ts';

// Lists and bases are campaign audiences: whoever may send broadcasts manages them (`broadcast.send`,
// managers and above by default, with the campaigns module; docs/decisions.md).
export const manageAudiences = memberAccess(levels.manager, 'broadcast.send');
