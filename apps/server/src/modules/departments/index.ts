// The departments module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { departmentExists, hasCheckIn } from './departmentRepository.ts';
export { departmentsModule } from './departmentsModule.ts';
export { listDepartments } from './listDepartments.ts';
