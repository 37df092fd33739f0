import type { Dashboard } from '@prosa/contracts';
import { Empty, Typography } from 'antd';
import './changeLog.css';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { formatChangeLogDate } from '../formatChangeLogDate.ts';

// Entries are plain text from the provider's change log: rendered as text, never as HTML.
export function ChangeLogCard({ entries }: { entries: Dashboard['changeLog'] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Panel title={t('changeLog.title')}>
      {entries.length === 0 ? (
        <Empty description={t('changeLog.empty')} />
      ) : (
        // A plain list drawn as a timeline: Ant Design's Timeline is built on Steps, twice its weight.
        <ol className="change-log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <article>
                <Typography.Text type="secondary">
                  {t('changeLog.version', { version: entry.version })} ·{' '}
                  <time dateTime={entry.publishedAt}>
                    {formatChangeLogDate(entry.publishedAt, i18n.language)}
                  </time>
                </Typography.Text>
                <Typography.Title level={5} style={{ marginTop: 4 }}>
                  {entry.title}
                </Typography.Title>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
                  {entry.body}
                </Typography.Paragraph>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
