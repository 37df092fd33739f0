import type { AppServices } from '../../../app/services.ts';

// What the live chat use cases need: the database, the event bus and the (test-movable) clock.
export type LiveServices = Pick<AppServices, 'database' | 'events' | 'clock'>;

// Who acts: a member of an account.
export interface LiveActor {
  accountId: string;
  userId: string;
}
