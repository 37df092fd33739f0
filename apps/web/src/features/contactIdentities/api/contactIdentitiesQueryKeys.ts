export const contactIdentitiesQueryKey = (contactId: string) => ['contactIdentities', contactId] as const;
export const mergeCandidatesQueryKey = (type: string, q: string) =>
  ['contactIdentities', 'candidates', type, q] as const;
