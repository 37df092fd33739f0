import type { ServerModule } from '../../app/ServerModule.ts';
import { attachmentRoutes } from './attachments/attachmentRoutes.ts';
import { checkInRoutes } from './queue/checkInRoutes.ts';
import { distributeOnPresence } from './queue/distributeOnPresence.ts';
import { liveRoutes } from './rooms/liveRoutes.ts';

export const liveModule: ServerModule = {
  name: 'live',
  routes: (services) => [attachmentRoutes(services), liveRoutes(services), checkInRoutes(services)],
  listeners: distributeOnPresence,
};
