// /people lists the leads, /people/{id} shows one; a lead links to its CRM contact and its
// conversation, on those features' own routes.
export const leadPathOf = (id: string) => `/people/${encodeURIComponent(id)}`;
export const contactPathOf = (type: 'person' | 'company', id: string) =>
  `/contacts/${type}/${encodeURIComponent(id)}`;
export const conversationPathOf = (id: string) => `/conversations/${encodeURIComponent(id)}`;
