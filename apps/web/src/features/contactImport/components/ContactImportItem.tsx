import type { ContactImport } from '@prosa/contracts';
import { isErrorCode } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

// One import: what was imported, by whom, its status with a progress bar, the counts and the
// skipped rows (row, column and the catalogue's message). File, list and column names are the
// uploader's text: shown as text only.
export function ContactImportItem({ item }: { item: ContactImport }) {
  const { t } = useTranslation('contactImport');
  const label = t('item.label', { name: item.name });
  return (
    <li className="contact-import-item" aria-label={label}>
      <div className="contact-import-head">
        <strong>{item.name}</strong>
        <span>{t('item.list', { list: item.listName })}</span>
        <span>{item.author ? t('item.author', { name: item.author.name }) : t('item.noAuthor')}</span>
        <span>{t(`keyBehaviour.${item.keyBehaviour}`)}</span>
      </div>
      <progress
        aria-label={t('item.progress', { name: item.name })}
        max={Math.max(item.totalRows, 1)}
        value={item.status === 'done' ? Math.max(item.totalRows, 1) : item.processedRows}
      />
      <p role="status">
        {t(`status.${item.status}`)} ·{' '}
        {t('item.counts', {
          rows: t('item.rows', { imported: item.importedCount, count: item.totalRows }),
          created: t('item.created', { count: item.createdCount }),
          updated: t('item.updated', { count: item.updatedCount }),
          skipped: t('item.skipped', { count: item.errorCount }),
        })}
      </p>
      {item.failure && isErrorCode(item.failure) && <p role="alert">{t(`errors:${item.failure}`)}</p>}
      {item.errors.length > 0 && (
        <ul aria-label={t('item.skippedRows', { name: item.name })} className="contact-import-errors">
          {item.errors.map((error) => (
            <li key={`${error.row}-${error.column}-${error.code}`}>
              {t('item.rowError', {
                row: error.row,
                column: error.column,
                message: isErrorCode(error.code)
                  ? t(`errors:${error.code}`, { field: error.column, section: error.section })
                  : error.code,
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
