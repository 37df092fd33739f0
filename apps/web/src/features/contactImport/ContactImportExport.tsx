import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactImportDialog } from './components/ContactImportDialog.tsx';
import { type ExportedList, exportPath } from './exportPath.ts';
import './components/contactImport.css';

// The contact list's import and export buttons (for those holding contacts.edit). The exports are
// plain downloads of the list as shown: the session cookie goes along with a link.
export function ContactImportExport({ list }: { list: ExportedList }) {
  const { t } = useTranslation('contactImport');
  const [isImporting, setImporting] = useState(false);
  return (
    <Space wrap>
      <Button onClick={() => setImporting(true)}>{t('buttons.import')}</Button>
      <Button href={exportPath(list, 'csv')} download>
        {t('buttons.exportCsv')}
      </Button>
      <Button href={exportPath(list, 'xlsx')} download>
        {t('buttons.exportXlsx')}
      </Button>
      {isImporting && <ContactImportDialog type={list.type} onClose={() => setImporting(false)} />}
    </Space>
  );
}
