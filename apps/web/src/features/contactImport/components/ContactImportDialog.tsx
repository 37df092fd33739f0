import { type ContactImportKeyBehaviour, type ContactType, contactImportLimits } from '@prosa/contracts';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useContactImports, useStartContactImport } from '../api/useContactImports.ts';
import { ContactImportItem } from './ContactImportItem.tsx';

// The import dialog: a CSV or XLSX file, the imported list's name and what a row matching an
// existing contact by a key field does; below, the latest imports with their live progress.
export function ContactImportDialog({ type, onClose }: { type: ContactType; onClose: () => void }) {
  const { t } = useTranslation('contactImport');
  const imports = useContactImports(type, true);
  const start = useStartContactImport(type);
  const [file, setFile] = useState<File | null>(null);
  const [listName, setListName] = useState('');
  const [keyBehaviour, setKeyBehaviour] = useState<ContactImportKeyBehaviour>('keep');
  const items = imports.data?.items ?? [];

  return (
    <Modal
      open
      title={t(type === 'person' ? 'dialog.titlePeople' : 'dialog.titleCompanies')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
      destroyOnHidden
      width={720}
    >
      <form
        className="contact-import-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) start.mutate({ file, listName: listName.trim(), keyBehaviour });
        }}
      >
        <label htmlFor="contact-import-file">{t('dialog.file')}</label>
        <input
          id="contact-import-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            start.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <p className="p-hint">{t('dialog.fileHint')}</p>
        <label htmlFor="contact-import-list">{t('dialog.listName')}</label>
        <Input
          id="contact-import-list"
          maxLength={contactImportLimits.listName}
          placeholder={file?.name.replace(/\.(csv|xlsx)$/i, '') ?? ''}
          value={listName}
          onChange={(event) => setListName(event.target.value)}
        />
        <fieldset>
          <legend>{t('dialog.keyBehaviour')}</legend>
          <Radio.Group value={keyBehaviour} onChange={(event) => setKeyBehaviour(event.target.value)}>
            <Radio value="keep">{t('keyBehaviour.keep')}</Radio>
            <Radio value="replace">{t('keyBehaviour.replace')}</Radio>
          </Radio.Group>
        </fieldset>
        <ErrorAlert error={start.error} />
        <Button type="primary" htmlType="submit" disabled={!file} loading={start.isPending}>
          {t('dialog.start')}
        </Button>
      </form>
      <h3>{t('dialog.history')}</h3>
      <ErrorAlert error={imports.error} />
      {imports.isPending ? (
        <p>{t('dialog.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('dialog.empty')}</p>
      ) : (
        <ul className="contact-import-list" aria-label={t('dialog.history')}>
          {items.map((item) => (
            <ContactImportItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
