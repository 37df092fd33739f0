import { isErrorCode, type Member } from '@prosa/contracts';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useAccessLog } from '../api/useAccessLog.ts';
import { Pager } from './Pager.tsx';

interface Props {
  user: Member;
  onClose: () => void;
}

// A member's login attempts, newest first; a refusal reads as its catalogue text.
export default function AccessLogDrawer({ user, onClose }: Props) {
  const { t, i18n } = useTranslation('users');
  const [page, setPage] = useState(1);
  const log = useAccessLog(user.id, page);
  const resultText = (result: string) =>
    result === 'success' ? t('accessLog.success') : isErrorCode(result) ? t(`errors:${result}`) : result;

  return (
    <Drawer open title={t('accessLog.title', { name: user.name })} onClose={onClose} size="large">
      {log.isError && <ErrorAlert error={log.error} />}
      <div className="p-table-wrap">
        <table className="p-table" aria-label={t('accessLog.title', { name: user.name })}>
          <thead>
            <tr>
              <th scope="col">{t('accessLog.at')}</th>
              <th scope="col">{t('accessLog.result')}</th>
              <th scope="col">{t('accessLog.ip')}</th>
              <th scope="col">{t('accessLog.device')}</th>
            </tr>
          </thead>
          <tbody>
            {log.isPending && (
              <tr>
                <td colSpan={4}>{t('loading')}</td>
              </tr>
            )}
            {log.data?.items.length === 0 && (
              <tr>
                <td colSpan={4}>{t('accessLog.empty')}</td>
              </tr>
            )}
            {log.data?.items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at, i18n.language)}</td>
                <td>{resultText(entry.result)}</td>
                <td>{entry.ip}</td>
                <td>{entry.device}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.data && (
        <Pager page={page} pageSize={log.data.pageSize} total={log.data.total} onChange={setPage} />
      )}
    </Drawer>
  );
}
