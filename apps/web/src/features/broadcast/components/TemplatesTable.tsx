import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useBroadcastTemplates } from '../api/useBroadcast.ts';

const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'blue',
  rejected: 'red',
  failed: 'red',
};

export function TemplatesTable() {
  const { t } = useTranslation('broadcast');
  const templates = useBroadcastTemplates();
  const rows = templates.data?.templates ?? [];
  return (
    <>
      <ErrorAlert error={templates.error} />
      <PlainTable
        headers={[
          t('templates.name'),
          t('templates.category'),
          t('templates.language'),
          t('templates.status'),
          t('templates.body'),
        ]}
        isLoading={templates.isLoading}
        isEmpty={rows.length === 0}
        loadingText={t('loading')}
        emptyText={t('templates.empty')}
      >
        {rows.map((template) => (
          <tr key={template.id}>
            <td>{template.name}</td>
            <td>{t(`category.${template.category}`)}</td>
            <td>{template.language}</td>
            <td>
              <Tag color={statusColors[template.status] ?? 'default'}>
                {t(`templateStatus.${template.status}`)}
              </Tag>
              {template.quality && <Tag color="orange">{t(`quality.${template.quality}`)}</Tag>}
            </td>
            <td>{template.body}</td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}
