import type { CrmFilter } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCrmSections } from '../../shared/crm/useCrmSections.ts';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import { CreateListButton } from '../../shared/lists/CreateListButton.tsx';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { ContactImportExport } from '../contactImport/ContactImportExport.tsx';
import { useContactList } from './api/useContactList.ts';
import { ContactsTable, type Sorting } from './components/ContactsTable.tsx';
import { FilterBuilder } from './components/FilterBuilder.tsx';
import { contactPathOf, typeOfListPath } from './contactPaths.ts';
import { fieldTitle } from './fieldTitle.ts';
import { type FilterRow, rowsToFilters } from './filterRows.ts';
import './components/contacts.css';

// /contacts/people and /contacts/companies: search, sort by a column, dynamic filters and keyset
// pages ("load more") with the total.
export default function ContactsPage() {
  const { pathname } = useLocation();
  const type = typeOfListPath(pathname);
  // A new state per type, so switching lists starts clean.
  return <ContactList key={type} type={type} />;
}

function ContactList({ type }: { type: 'person' | 'company' }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const me = useMe().data;
  const canEdit = me?.permissions.includes('contacts.edit') === true;
  const sections = useCrmSections(type);
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<Sorting>({ sort: 'name', order: 'asc' });
  const [rows, setRows] = useState<FilterRow[]>([]);
  const q = useDebouncedValue(search.trim(), 300);
  // The complete filters as text, settled like the search: a new request only when they change.
  const filterKey = useDebouncedValue(JSON.stringify(rowsToFilters(rows)), 300);
  const params = useMemo(
    () => ({ type, q, ...sorting, filters: JSON.parse(filterKey) as CrmFilter[] }),
    [type, q, sorting, filterKey],
  );
  const list = useContactList(params);
  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const fields = (sections.data ?? []).flatMap((section) =>
    section.fields.map((field) => ({ id: field.id, name: fieldTitle(t, section, field) })),
  );

  return (
    <Panel title={t(type === 'person' ? 'list.peopleTitle' : 'list.companiesTitle')}>
      <div className="contacts-toolbar">
        <Input.Search
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {canEdit && (
          <Button type="primary" onClick={() => navigate(contactPathOf(type, 'new'))}>
            {t('list.create')}
          </Button>
        )}
        {canEdit && <ContactImportExport list={params} />}
        <CreateListButton origin={{ kind: 'contacts', query: { type, q, filters: params.filters } }} />
      </div>
      <FilterBuilder fields={fields} rows={rows} onChange={setRows} />
      <ErrorAlert error={list.error ?? sections.error} />
      {first && (
        <p role="status" className="contacts-total">
          {t('list.total', { shown: items.length, count: first.total })}
        </p>
      )}
      <ContactsTable
        type={type}
        columns={first?.columns ?? []}
        items={items}
        isLoading={list.isPending}
        sorting={sorting}
        onSort={setSorting}
      />
      {list.hasNextPage && (
        <Button
          className="contacts-more"
          loading={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('list.loadMore')}
        </Button>
      )}
    </Panel>
  );
}
