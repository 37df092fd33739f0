import type { ContactListPage, ContactType } from '@prosa/contracts';
import { applyMask, defaultMasks } from '@prosa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { TagList } from '../../../shared/ui/TagList.tsx';
import { contactPathOf } from '../contactPaths.ts';

export interface Sorting {
  sort: string;
  order: 'asc' | 'desc';
}

interface Props {
  type: ContactType;
  columns: ContactListPage['columns'];
  items: ContactListPage['items'];
  isLoading: boolean;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
}

// Documents as people read them (529.982.247-25), from the digits the server stores.
const shown = (column: ContactListPage['columns'][number], value: string) => {
  const mask = defaultMasks[column.type];
  return mask ? applyMask(mask, value) : value;
};

// The contacts with the listing sections' columns and their tags between the name and the created
// date. A header sorts by its column (the tags do not sort); a second click reverses the order.
export function ContactsTable({ type, columns, items, isLoading, sorting, onSort }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const headers = [
    { key: 'name', label: t('list.name') },
    ...columns.map((column) => ({ key: column.fieldId, label: column.name })),
    { key: 'tags', label: t('list.tags'), isUnsortable: true },
    { key: 'createdAt', label: t('list.createdAt') },
  ];
  const sortBy = (key: string) =>
    onSort({ sort: key, order: sorting.sort === key && sorting.order === 'asc' ? 'desc' : 'asc' });

  return (
    <div className="p-table-wrap">
      <table className="p-table">
        <thead>
          <tr>
            {headers.map((header) => {
              const isSorted = sorting.sort === header.key;
              if ('isUnsortable' in header)
                return (
                  <th key={header.key} scope="col">
                    {header.label}
                  </th>
                );
              return (
                <th
                  key={header.key}
                  scope="col"
                  aria-sort={isSorted ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button type="button" className="contacts-sort" onClick={() => sortBy(header.key)}>
                    {header.label}
                    {isSorted && <span aria-hidden="true">{sorting.order === 'asc' ? ' ▲' : ' ▼'}</span>}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {(isLoading || items.length === 0) && (
            <tr>
              <td colSpan={headers.length}>{isLoading ? t('loading') : t('list.empty')}</td>
            </tr>
          )}
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={contactPathOf(type, item.id)}>{item.name || t('list.unnamed')}</Link>
              </td>
              {columns.map((column) => (
                <td key={column.fieldId}>{shown(column, item.values[column.fieldId] ?? '')}</td>
              ))}
              <td>
                {item.tagIds.length > 0 && (
                  <TagList
                    tagIds={item.tagIds}
                    label={t('list.tagsOf', { name: item.name || t('list.unnamed') })}
                  />
                )}
              </td>
              <td>{formatDateTime(item.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
