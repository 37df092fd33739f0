import { baseLimits } from '@prosa/contracts';
import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useImportCsvBase } from '../api/useBases.ts';

export function CsvBaseModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bases');
  const ids = { name: useId(), file: useId() };
  const start = useImportCsvBase();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Modal open title={t('csv.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <form
        className="bases-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) start.mutate({ name: name.trim(), file }, { onSuccess: onClose });
        }}
      >
        <label htmlFor={ids.name}>{t('columns.name')}</label>
        <Input
          id={ids.name}
          autoComplete="off"
          maxLength={baseLimits.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={ids.file}>{t('csv.file')}</label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            start.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <ErrorAlert error={start.error} />
        <Button type="primary" htmlType="submit" disabled={!file} loading={start.isPending}>
          {t('csv.save')}
        </Button>
      </form>
    </Modal>
  );
}
