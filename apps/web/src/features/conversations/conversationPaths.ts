export const conversationPathOf = (id: string) => `/conversations/${encodeURIComponent(id)}`;
