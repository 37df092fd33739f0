import type { ServerModule } from '../../app/ServerModule.ts';
import { startContactImportJobs } from './contactImportJobs.ts';
import { contactImportRoutes } from './contactImportRoutes.ts';

export const contactImportModule: ServerModule = {
  name: 'contactImport',
  routes: (services) => [contactImportRoutes(services)],
  jobs: startContactImportJobs,
};
