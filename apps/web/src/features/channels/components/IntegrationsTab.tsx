import type { BotSummary, IntegrationSummary } from '@prosa/contracts';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useDeleteIntegration } from '../api/useDeleteIntegration.ts';
import { useIntegrations } from '../api/useIntegrations.ts';
import { useRenewIntegrationSecret } from '../api/useRenewIntegrationSecret.ts';
import { CopyField } from './CopyField.tsx';
import { IntegrationForm } from './IntegrationForm.tsx';

// The chatbot's integrations (spec core §2, "integrations" tab): webhooks that /conversations can
// send a conversation to. A secret is shown only when generated; the list never holds it.
export function IntegrationsTab({ bot }: { bot: BotSummary }) {
  const { t } = useTranslation('channels');
  const integrations = useIntegrations(bot._id);
  const remove = useDeleteIntegration(bot._id);
  const renew = useRenewIntegrationSecret(bot._id);
  // null: no form; 'new': a new integration; otherwise the one being changed.
  const [editing, setEditing] = useState<IntegrationSummary | 'new' | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  return (
    <section aria-label={t('integrations.title')}>
      <p className="p-secondary">{t('integrations.intro')}</p>
      <ErrorAlert error={integrations.error ?? remove.error ?? renew.error} />
      {secret && (
        <section aria-label={t('integrations.secretTitle', { name: secret.name })}>
          <p>{t('integrations.secretOnce')}</p>
          <CopyField
            label={t('integrations.secret', { name: secret.name })}
            value={secret.value}
            copyLabel={t('integrations.copySecret', { name: secret.name })}
          />
        </section>
      )}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('integrations.add')}
        </Button>
      </Space>
      <Table<IntegrationSummary>
        rowKey="id"
        loading={integrations.isPending}
        dataSource={integrations.data?.integrations ?? []}
        pagination={false}
        locale={{ emptyText: t('integrations.empty') }}
        columns={[
          { title: t('integrations.name'), dataIndex: 'name' },
          { title: t('integrations.endpoint'), dataIndex: 'endpoint' },
          {
            title: t('integrations.status'),
            render: (_, row) => (
              <Tag color={row.isActive ? 'green' : undefined}>
                {row.isActive ? t('integrations.active') : t('integrations.inactive')}
              </Tag>
            ),
          },
          {
            title: t('integrations.actions'),
            render: (_, row) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={t('integrations.editOf', { name: row.name })}
                >
                  {t('integrations.edit')}
                </Button>
                <Button
                  size="small"
                  loading={renew.isPending && renew.variables === row.id}
                  aria-label={t('integrations.renewOf', { name: row.name })}
                  onClick={() =>
                    renew.mutate(row.id, {
                      onSuccess: (answer) => setSecret({ name: row.name, value: answer.secret }),
                    })
                  }
                >
                  {t('integrations.renew')}
                </Button>
                <Button
                  size="small"
                  danger
                  loading={remove.isPending && remove.variables === row.id}
                  aria-label={t('integrations.deleteOf', { name: row.name })}
                  onClick={() => remove.mutate(row.id)}
                >
                  {t('integrations.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <IntegrationForm
          botId={bot._id}
          integration={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSecret={(name, value) => setSecret({ name, value })}
        />
      )}
    </section>
  );
}
