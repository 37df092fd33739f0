import type { ServerModule } from '../../app/ServerModule.ts';
import { contactIdentityRoutes } from './contactIdentityRoutes.ts';

export const contactIdentitiesModule: ServerModule = {
  name: 'contactIdentities',
  routes: () => [contactIdentityRoutes],
};
