import type { CrmField } from '@prosa/contracts';
import { crmCurrencies, crmFieldTypes, crmLimits } from '@prosa/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../../../shared/crm/fieldName.ts';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSaveCrmField } from '../api/useSaveCrmField.ts';
import { deriveFieldToken } from '../deriveFieldToken.ts';
import { type FieldFormValues, toCrmFieldInput, toFieldFormValues } from '../toCrmFieldInput.ts';
import { RolePermissions } from './RolePermissions.tsx';

interface Props {
  sectionId: string;
  sectionName: string;
  // The field being edited; null creates one in the section.
  field: CrmField | null;
  onClose: () => void;
}

// A default field keeps its type and token (the server refuses changing them too). A new field's
// token follows its name until the user writes one of their own; emptied, it is made from the name
// again when the user leaves it, and follows the name from then on.
export function FieldFormModal({ sectionId, sectionName, field, onClose }: Props) {
  const { t } = useTranslation('crmFields');
  const [form] = Form.useForm<FieldFormValues>();
  const save = useSaveCrmField();
  const type = Form.useWatch('type', form) ?? field?.type ?? 'text';
  const isLocked = field?.isDefault === true;
  const [isTokenFollowingName, setIsTokenFollowingName] = useState(field === null);

  return (
    <FormModal
      title={
        field
          ? t('fields.editTitle', { name: fieldName(t, 'crmFields', field) })
          : t('fields.createTitle', { section: sectionName })
      }
      okText={t('fields.save')}
      cancelText={t('cancel')}
      form={form}
      name="crmField"
      initialValues={toFieldFormValues(field)}
      save={save}
      onFinish={(values) =>
        save.mutate(
          { id: field?.id ?? null, fields: toCrmFieldInput(sectionId, values) },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:crm.fieldNameRequired') },
          { max: crmLimits.fieldName, message: t('errors:crm.fieldNameTooLong') },
        ]}
      >
        <Input
          autoComplete="off"
          maxLength={crmLimits.fieldName}
          onChange={(event) => {
            if (isTokenFollowingName) form.setFieldValue('token', deriveFieldToken(event.target.value));
          }}
        />
      </Form.Item>
      <Form.Item
        name="token"
        label={t('fields.token')}
        extra={t('fields.tokenHint')}
        rules={[
          { required: true, pattern: /^[a-z][a-z0-9_]*$/, message: t('errors:crm.tokenInvalid') },
          { max: crmLimits.token, message: t('errors:crm.tokenInvalid') },
        ]}
      >
        <Input
          autoComplete="off"
          maxLength={crmLimits.token}
          disabled={isLocked}
          onChange={(event) => setIsTokenFollowingName(event.target.value === '')}
          onBlur={(event) => {
            if (event.target.value === '')
              form.setFieldValue('token', deriveFieldToken(form.getFieldValue('name') ?? ''));
          }}
        />
      </Form.Item>
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea rows={2} maxLength={crmLimits.description} />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')}>
        <NativeSelect
          disabled={isLocked}
          options={crmFieldTypes.map((value) => ({ value, label: t(`fieldTypes.${value}`) }))}
        />
      </Form.Item>
      {type === 'currency' && (
        <Form.Item name="currency" label={t('fields.currency')}>
          <NativeSelect options={crmCurrencies.map((value) => ({ value, label: value }))} />
        </Form.Item>
      )}
      {type === 'list' && (
        <Form.Item
          name="optionsText"
          label={t('fields.options')}
          extra={t('fields.optionsHint')}
          rules={[{ required: true, whitespace: true, message: t('errors:crm.optionsRequired') }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      )}
      <Form.Item name="mask" label={t('fields.mask')} extra={t('fields.maskHint')}>
        <Input autoComplete="off" maxLength={crmLimits.mask} />
      </Form.Item>
      <Form.Item name="placeholder" label={t('fields.placeholder')}>
        <Input autoComplete="off" maxLength={crmLimits.placeholder} />
      </Form.Item>
      <Form.Item name="required" valuePropName="checked">
        <Checkbox>{t('fields.required')}</Checkbox>
      </Form.Item>
      <Form.Item name="groupingKey" valuePropName="checked">
        <Checkbox>{t('fields.groupingKey')}</Checkbox>
      </Form.Item>
      <Form.Item name="permissions">
        <RolePermissions />
      </Form.Item>
    </FormModal>
  );
}
