import type { ServerModule } from '../../app/ServerModule.ts';
import { journeyRoutes } from './journeyRoutes.ts';

export const journeysModule: ServerModule = {
  name: 'journeys',
  routes: (services) => [journeyRoutes(services)],
};
