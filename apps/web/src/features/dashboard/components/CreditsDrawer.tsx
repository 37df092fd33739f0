import type { CreditLot } from '@prosa/contracts';
import { Alert, Button, Drawer, Form, Input, InputNumber, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useCredits, useRequestCredits } from '../api/useCredits.ts';

interface RequestForm {
  credits: number;
  note?: string;
}

// Where the credits stand: the lots still counting with their expiry, what was charged month by
// month, and "request credits", recorded for the provider's staff.
export function CreditsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const credits = useCredits(open);
  const request = useRequestCredits();
  const [form] = Form.useForm<RequestForm>();
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const data = credits.data;
  return (
    <Drawer title={t('credits.drawerTitle')} open={open} onClose={onClose} width={560}>
      {credits.isError && <ErrorAlert error={credits.error} />}
      {!data && !credits.isError && <Skeleton active />}
      {data && (
        <>
          <Typography.Paragraph strong>
            {t('credits.balance', { credits: number.format(data.balance) })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('credits.lots')}</Typography.Title>
          <Table<CreditLot>
            aria-label={t('credits.lots')}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lots}
            locale={{ emptyText: t('credits.noLots') }}
            columns={[
              { title: t('credits.lotSource'), render: (_, lot) => t(`credits.source.${lot.source}`) },
              {
                title: t('credits.lotRemaining'),
                render: (_, lot) => `${number.format(lot.remaining)} / ${number.format(lot.credits)}`,
              },
              {
                title: t('credits.lotExpiry'),
                render: (_, lot) =>
                  lot.expiresAt ? date.format(new Date(lot.expiresAt)) : t('credits.never'),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('credits.history')}
          </Typography.Title>
          <Table
            aria-label={t('credits.history')}
            size="small"
            rowKey={(row) => `${row.month}-${row.kind}`}
            pagination={false}
            dataSource={data.history}
            locale={{ emptyText: t('credits.noHistory') }}
            columns={[
              { title: t('credits.month'), dataIndex: 'month' },
              { title: t('credits.kindTitle'), render: (_, row) => t(`credits.kind.${row.kind}`) },
              { title: t('credits.units'), render: (_, row) => number.format(row.units) },
              { title: t('credits.charged'), render: (_, row) => number.format(row.credits) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('credits.request')}
          </Typography.Title>
          {request.isSuccess && <Alert type="success" showIcon message={t('credits.requested')} />}
          {request.isError && <ErrorAlert error={request.error} />}
          <Form<RequestForm>
            form={form}
            layout="vertical"
            onFinish={(values) =>
              request.mutate(
                { credits: values.credits, note: values.note ?? '' },
                { onSuccess: () => form.resetFields() },
              )
            }
          >
            <Form.Item
              name="credits"
              label={t('credits.requestAmount')}
              rules={[{ required: true, message: t('credits.requestAmountRequired') }]}
            >
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="note" label={t('credits.requestNote')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={request.isPending}>
              {t('credits.requestSubmit')}
            </Button>
          </Form>
        </>
      )}
    </Drawer>
  );
}
