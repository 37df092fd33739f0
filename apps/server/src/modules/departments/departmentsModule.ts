import type { ServerModule } from '../../app/ServerModule.ts';
import { departmentRoutes } from './departmentRoutes.ts';

export const departmentsModule: ServerModule = {
  name: 'departments',
  routes: () => [departmentRoutes],
};
