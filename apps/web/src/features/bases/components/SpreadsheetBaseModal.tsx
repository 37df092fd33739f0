import { baseLimits, spreadsheetIdPattern } from '@prosa/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { type SpreadsheetBaseFields, useCreateSpreadsheetBase } from '../api/useBases.ts';

// A base from a spreadsheet's page. The ID is checked here as the server checks it (campaigns §5
// "invalid ID"); a duplicate name or page is the server's to refuse.
export function SpreadsheetBaseModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bases');
  const [form] = Form.useForm<SpreadsheetBaseFields>();
  const create = useCreateSpreadsheetBase();
  return (
    <FormModal
      title={t('spreadsheet.title')}
      okText={t('spreadsheet.save')}
      cancelText={t('cancel')}
      form={form}
      name="spreadsheetBase"
      initialValues={{ name: '', spreadsheetId: '', pageName: '', replaceData: true }}
      save={create}
      onFinish={(fields) => create.mutate(fields, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('columns.name')}
        rules={[{ required: true, whitespace: true, message: t('errors:bases.nameRequired') }]}
      >
        <Input autoComplete="off" maxLength={baseLimits.name} />
      </Form.Item>
      <Form.Item
        name="spreadsheetId"
        label={t('columns.spreadsheetId')}
        extra={t('spreadsheet.idHint')}
        rules={[
          { pattern: spreadsheetIdPattern, required: true, message: t('errors:bases.spreadsheetIdInvalid') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="pageName"
        label={t('columns.pageName')}
        rules={[{ required: true, whitespace: true, message: t('errors:bases.pageNameRequired') }]}
      >
        <Input autoComplete="off" maxLength={baseLimits.pageName} />
      </Form.Item>
      <Form.Item name="replaceData" valuePropName="checked">
        <Checkbox>{t('columns.replaceData')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
