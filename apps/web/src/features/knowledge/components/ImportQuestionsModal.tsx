import { decodeTextFile } from '@prosa/domain';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { useImportKnowledgeQuestions } from '../api/useImportKnowledgeQuestions.ts';

// Reads a CSV file in the browser and sends its text, decoded as the CRM's import decodes its
// files (UTF-8, UTF-16 or windows-1252: `file.text()` would read a Windows Excel file's accents as
// "�"); the server checks every row and answers which lines it skipped and why.
export function ImportQuestionsModal({ baseId, onClose }: { baseId: string; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const importCsv = useImportKnowledgeQuestions(baseId);
  const [file, setFile] = useState<File | null>(null);
  const result = importCsv.data;

  return (
    <Modal
      open
      title={t('import.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('import.close')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!file}
          loading={importCsv.isPending}
          onClick={async () =>
            file && importCsv.mutate(decodeTextFile(new Uint8Array(await file.arrayBuffer())))
          }
        >
          {t('import.submit')}
        </Button>,
      ]}
    >
      <p>{t('import.help')}</p>
      <pre className="knowledge-response">{t('import.example')}</pre>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={t('import.file')}
        onChange={(event) => {
          importCsv.reset();
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <div style={{ marginTop: 16 }}>
        <ErrorAlert error={importCsv.error} />
        {result && (
          <Notice
            type={result.rejected.length > 0 ? 'warning' : 'success'}
            title={t('import.imported', { count: result.imported })}
          >
            {result.rejected.length > 0 && (
              <>
                <div>{t('import.rejected', { count: result.rejected.length })}</div>
                <ul>
                  {result.rejected.map((row) => (
                    <li key={row.line}>
                      {t('import.rejectedLine', { line: row.line, reason: t(`errors:${row.code}`) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Notice>
        )}
      </div>
    </Modal>
  );
}
