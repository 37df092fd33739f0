import type { Language } from '@prosa/contracts';
import { api } from '../../../shared/api/api.ts';

// Asked when the attendant picks a department to transfer to: is anybody there, and what the
// customer would read.
export const readDepartmentAvailability = (departmentId: string, language: Language | null) =>
  api.get('/api/live/departments/:id/availability', {
    params: { id: departmentId },
    query: language ? { language } : {},
  });
