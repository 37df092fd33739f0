export const departmentsQueryKey = ['settings', 'departments'] as const;
