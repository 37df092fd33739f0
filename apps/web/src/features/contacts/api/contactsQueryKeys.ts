export const contactListQueryKey = (params: unknown) => ['contacts', 'list', params] as const;
export const contactQueryKey = (id: string) => ['contacts', 'one', id] as const;
export const contactTimelineQueryKey = (id: string) => ['contacts', 'timeline', id] as const;
