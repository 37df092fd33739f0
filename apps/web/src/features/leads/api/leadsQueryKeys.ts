export const leadListQueryKey = (params: unknown) => ['leads', 'list', params] as const;
export const leadQueryKey = (id: string) => ['leads', 'one', id] as const;
export const chatbotNamesQueryKey = ['leads', 'chatbots'] as const;
