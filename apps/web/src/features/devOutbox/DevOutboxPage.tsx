import { Alert, Card, Empty, Flex, Layout, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { AntdProvider } from '../../shared/ui/AntdProvider.tsx';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { useOutbox } from './useOutbox.ts';

// /dev/outbox: the sandbox's sent e-mails and SMS. Their text is shown as plain text only: it is
// whatever the server put in a message and is never interpreted as HTML.
export default function DevOutboxPage() {
  return (
    <AntdProvider>
      <Outbox />
    </AntdProvider>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('devOutbox');
  const outbox = useOutbox();

  return (
    <Layout style={{ minHeight: '100vh', padding: 24 }}>
      <Flex vertical gap={16} style={{ maxWidth: 900, width: '100%', margin: '0 auto' }}>
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Alert type="info" showIcon title={t('explanation')} />
        {outbox.isPending && <FullPageSpin />}
        <ErrorAlert error={outbox.error} />
        {outbox.data?.entries.length === 0 && <Empty description={t('empty')} />}
        {outbox.data?.entries.map((entry) => (
          <Card
            key={entry.id}
            size="small"
            title={
              <Flex gap={8} align="center" wrap>
                <Tag>{t(`channel.${entry.channel}`)}</Tag>
                <span>{entry.subject}</span>
              </Flex>
            }
            extra={<time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>}
            aria-label={t('entryLabel', { to: entry.to, subject: entry.subject })}
          >
            <Typography.Text type="secondary">{t('to', { to: entry.to })}</Typography.Text>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '8px 0 0' }}>
              {entry.text}
            </pre>
          </Card>
        ))}
      </Flex>
    </Layout>
  );
}
