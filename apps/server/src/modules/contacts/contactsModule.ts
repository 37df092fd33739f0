import type { ServerModule } from '../../app/ServerModule.ts';
import { contactRoutes } from './contactRoutes.ts';
import { crmRoutes } from './crmRoutes.ts';

export const contactsModule: ServerModule = {
  name: 'contacts',
  routes: () => [crmRoutes, contactRoutes],
};
