import { type ListChannel, listChannels, listLimits } from '@prosa/contracts';
import { Button, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useImportList } from '../api/useListActions.ts';

// A new list from a CSV file: its name, the channel it is for (which decides the column it needs,
// campaigns §5) and the file. The import then runs as a job; the table shows its progress.
export function ListImportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('lists');
  const ids = { title: useId(), file: useId() };
  const start = useImportList();
  const [title, setTitle] = useState('');
  const [channel, setChannel] = useState<ListChannel>('whatsapp');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Modal open title={t('import.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <form
        className="lists-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) start.mutate({ file, title: title.trim(), channel }, { onSuccess: onClose });
        }}
      >
        <label htmlFor={ids.title}>{t('import.name')}</label>
        <Input
          id={ids.title}
          autoComplete="off"
          maxLength={listLimits.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <fieldset>
          <legend>{t('import.channel')}</legend>
          <Radio.Group value={channel} onChange={(event) => setChannel(event.target.value)}>
            {listChannels.map((value) => (
              <Radio key={value} value={value}>
                {t(`channels.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
          <p className="p-hint">{t(`rules.${channel}`)}</p>
        </fieldset>
        <label htmlFor={ids.file}>{t('import.file')}</label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            start.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <p className="p-hint">{t('import.fileHint')}</p>
        <ErrorAlert error={start.error} />
        <Button type="primary" htmlType="submit" disabled={!file} loading={start.isPending}>
          {t('import.start')}
        </Button>
      </form>
    </Modal>
  );
}
