import type { ContactType } from '@prosa/contracts';

// /contacts/people lists persons, /contacts/companies companies; one contact is /contacts/{type}/{id}.
export const listPathOf = (type: ContactType) =>
  type === 'person' ? '/contacts/people' : '/contacts/companies';
export const contactPathOf = (type: ContactType, id: string) => `/contacts/${type}/${encodeURIComponent(id)}`;
export const typeOfListPath = (pathname: string): ContactType =>
  pathname.startsWith('/contacts/companies') ? 'company' : 'person';
export const isContactType = (value: string | undefined): value is ContactType =>
  value === 'person' || value === 'company';
