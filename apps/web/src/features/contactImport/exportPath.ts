import type { ContactExportFormat, ContactType, CrmFilter } from '@prosa/contracts';

export interface ExportedList {
  type: ContactType;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  filters: CrmFilter[];
}

// The export's address: the list's own query (search, filters, sort) plus the format, so the file
// holds what the screen shows.
export function exportPath(list: ExportedList, format: ContactExportFormat) {
  const search = new URLSearchParams({
    type: list.type,
    q: list.q,
    sort: list.sort,
    order: list.order,
    format,
  });
  if (list.filters.length > 0) search.set('filters', JSON.stringify(list.filters));
  return `/api/contacts/export?${search}`;
}
