import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { useImportKnowledgeQuestions } from '../api/useImportKnowledgeQuestions.ts';

// Sends the chosen CSV file as it is (up to 20 MB); the server decodes it as the CRM's import does
// (UTF-8, UTF-16 or windows-1252), checks every row and answers which lines it skipped and why
// (the first 1,000 of them named, all counted).
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
          onClick={() => file && importCsv.mutate(file)}
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
            type={result.rejectedCount > 0 ? 'warning' : 'success'}
            title={t('import.imported', { count: result.imported })}
          >
            {result.rejectedCount > 0 && (
              <>
                <div>{t('import.rejected', { count: result.rejectedCount })}</div>
                <ul>
                  {result.rejected.map((row) => (
                    <li key={row.line}>
                      {t('import.rejectedLine', { line: row.line, reason: t(`errors:${row.code}`) })}
                    </li>
                  ))}
                </ul>
                {result.rejectedCount > result.rejected.length && (
                  <div>
                    {t('import.rejectedMore', { count: result.rejectedCount - result.rejected.length })}
                  </div>
                )}
              </>
            )}
          </Notice>
        )}
      </div>
    </Modal>
  );
}
