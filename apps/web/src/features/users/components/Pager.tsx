import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

// Previous / next over server pages: Ant Design's Pagination would bring its size changer's Select
// into the page's first load.
export function Pager({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation('users');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('pager.label')} style={{ marginTop: 16 }}>
      <Space>
        <Button size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Typography.Text>{t('pager.position', { page, pages })}</Typography.Text>
        <Button size="small" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </Space>
    </nav>
  );
}
