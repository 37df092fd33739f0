import type { Dashboard } from '@prosa/contracts';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatChangeLogDate } from '../formatChangeLogDate.ts';

// Entries are plain text from the provider's change log: rendered as text, never as HTML.
export function ChangeLogCard({ entries }: { entries: Dashboard['changeLog'] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card title={t('changeLog.title')} aria-label={t('changeLog.title')} role="region">
      {entries.length === 0 ? (
        <Empty description={t('changeLog.empty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            content: (
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
            ),
          }))}
        />
      )}
    </Card>
  );
}
