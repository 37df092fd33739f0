export const privacyExportQueryKey = (id: string) => ['privacy', 'export', id] as const;
