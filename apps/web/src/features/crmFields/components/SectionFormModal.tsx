import type { ContactType, CrmSection, CrmSectionInput } from '@prosa/contracts';
import { contactTypes, crmLimits, crmRoles } from '@prosa/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSaveCrmSection } from '../api/useSaveCrmSection.ts';
import { RolePermissions } from './RolePermissions.tsx';

interface Props {
  // The section being edited; null creates one of `type`.
  section: CrmSection | null;
  type: ContactType;
  onClose: () => void;
}

export function SectionFormModal({ section, type, onClose }: Props) {
  const { t } = useTranslation('crmFields');
  const [form] = Form.useForm<CrmSectionInput>();
  const save = useSaveCrmSection();
  const initialValues: CrmSectionInput = section
    ? {
        name: section.name,
        description: section.description,
        type: section.type,
        useInListing: section.useInListing,
        permissions: section.permissions,
      }
    : {
        name: '',
        description: '',
        type,
        useInListing: false,
        permissions: { view: [...crmRoles], edit: [...crmRoles] },
      };

  return (
    <FormModal
      title={section ? t('sections.editTitle', { name: section.name }) : t('sections.createTitle')}
      okText={t('sections.save')}
      cancelText={t('cancel')}
      form={form}
      name="crmSection"
      initialValues={initialValues}
      save={save}
      onFinish={(fields) => save.mutate({ id: section?.id ?? null, fields }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('sections.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:crm.sectionNameRequired') },
          { max: crmLimits.sectionName, message: t('errors:crm.sectionNameTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={crmLimits.sectionName} />
      </Form.Item>
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea rows={2} maxLength={crmLimits.description} />
      </Form.Item>
      <Form.Item name="type" label={t('sections.type')}>
        <NativeSelect
          disabled={section !== null}
          options={contactTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="useInListing" valuePropName="checked">
        <Checkbox>{t('sections.useInListing')}</Checkbox>
      </Form.Item>
      <Form.Item name="permissions">
        <RolePermissions />
      </Form.Item>
    </FormModal>
  );
}
