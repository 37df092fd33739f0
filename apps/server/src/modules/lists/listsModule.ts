import type { ServerModule } from '../../app/ServerModule.ts';
import { baseImportRoutes } from './baseImportRoutes.ts';
import { baseRoutes } from './baseRoutes.ts';
import { startListImportJobs } from './listImportJobs.ts';
import { listImportRoutes } from './listImportRoutes.ts';
import { listRoutes } from './listRoutes.ts';

// Recipient lists (/settings/lists) and spreadsheet bases (/settings/bases), issue 18.
export const listsModule: ServerModule = {
  name: 'lists',
  routes: (services) => [
    listRoutes(services),
    listImportRoutes(services),
    baseRoutes(services),
    baseImportRoutes(),
  ],
  jobs: startListImportJobs,
};
