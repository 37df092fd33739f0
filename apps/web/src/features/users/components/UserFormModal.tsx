import {
  attendantListVisibilities,
  type CreateUserInput,
  defaultViewRule,
  levels,
  type Member,
  type MemberRole,
  memberRoles,
  viewRules,
} from '@prosa/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useDepartmentOptions } from '../api/useDepartmentOptions.ts';
import { useSaveUser } from '../api/useSaveUser.ts';
import { useRoleLabels } from './useRoleLabels.ts';

interface Props {
  // The member being edited; null creates a new one.
  user: Member | null;
  // The caller's level: no role above it is offered (the server refuses it anyway).
  callerLevel: number;
  onClose: () => void;
}

type Values = Omit<CreateUserInput, 'level' | 'password'> & { password?: string };

const newUser: Partial<Values> = {
  role: 'attendant',
  departmentIds: [],
  chatbotIds: [],
  canSeeOthers: false,
  attendantListVisibility: 'all',
};

// Every field of a member. The form checks what it can; the server decides the rest (an e-mail
// already in use, the user limit, who may change whom).
export default function UserFormModal({ user, callerLevel, onClose }: Props) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Values>();
  const save = useSaveUser();
  const departments = useDepartmentOptions();
  const roleLabels = useRoleLabels();
  const role = Form.useWatch('role', form) ?? user?.role ?? 'attendant';
  const submit = ({ password, ...values }: Values) =>
    save.mutate(
      {
        id: user?.id ?? null,
        fields: { ...values, level: levels[values.role], password: password || undefined } as CreateUserInput,
      },
      { onSuccess: onClose },
    );

  return (
    <FormModal
      title={user ? t('form.editTitle', { name: user.name }) : t('form.createTitle')}
      okText={t('form.save')}
      cancelText={t('cancel')}
      form={form}
      name="user"
      initialValues={user ?? newUser}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('errors:users.nameRequired') }]}
      >
        <Input autoComplete="off" maxLength={120} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('form.email')}
        rules={[
          { required: true, whitespace: true, message: t('errors:users.emailRequired') },
          { type: 'email', message: t('errors:users.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item
        name="password"
        label={user ? t('form.newPassword') : t('form.password')}
        extra={user ? t('form.passwordKeep') : undefined}
        rules={[
          { required: !user, message: t('errors:auth.passwordTooShort') },
          { min: 8, message: t('errors:auth.passwordTooShort') },
          { max: 128, message: t('errors:auth.passwordTooLong') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('form.role')}
        rules={[{ required: true, message: t('errors:users.roleRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={memberRoles
            .filter((option) => levels[option] >= callerLevel)
            .map((option: MemberRole) => ({ value: option, label: roleLabels[option] }))}
        />
      </Form.Item>
      <Form.Item name="departmentIds" label={t('form.departments')}>
        <Select mode="multiple" options={departments.data ?? []} loading={departments.isPending} />
      </Form.Item>
      <Form.Item name="chatbotIds" label={t('form.chatbots')} extra={t('form.chatbotsHelp')}>
        <Select mode="tags" open={false} />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('form.avatar')}
        rules={[{ pattern: /^https?:\/\/\S+$/i, message: t('errors:users.avatarInvalid') }]}
      >
        <Input type="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
      <div className="users-phone">
        <Form.Item
          name="ddi"
          label={t('form.ddi')}
          rules={[{ pattern: /^\d{1,4}$/, message: t('errors:users.phoneInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={4} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('form.phone')}
          rules={[{ pattern: /^\d{6,15}$/, message: t('errors:users.phoneInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={15} />
        </Form.Item>
      </div>
      <Form.Item name="canSeeOthers" label={t('form.canSeeOthers')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="viewRule"
        label={t('form.viewRule')}
        extra={t('form.viewRuleDefault', { rule: t(`viewRules.${defaultViewRule(levels[role])}`) })}
      >
        <Select
          allowClear
          options={viewRules.map((rule) => ({ value: rule, label: t(`viewRules.${rule}`) }))}
        />
      </Form.Item>
      <Form.Item name="attendantListVisibility" label={t('form.attendantListVisibility')}>
        <Select
          options={attendantListVisibilities.map((value) => ({ value, label: t(`visibility.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="absenceReason" label={t('form.absenceReason')}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
