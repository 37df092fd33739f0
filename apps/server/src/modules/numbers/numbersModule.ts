import type { ServerModule } from '../../app/ServerModule.ts';
import { numberRoutes } from './numberRoutes.ts';

export const numbersModule: ServerModule = {
  name: 'numbers',
  routes: (services) => [numberRoutes(services)],
};
