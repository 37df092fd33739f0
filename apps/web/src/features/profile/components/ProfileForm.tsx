import { languages, type User } from '@prosa/contracts';
import { Alert, Avatar, Button, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useUpdateProfile } from '../api/useUpdateProfile.ts';
import { isNationalPhone } from '../isNationalPhone.ts';
import { type ProfileFormValues, toProfileRequest } from '../toProfileRequest.ts';

// The user's own data. Saving also switches the panel to the chosen language.
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<ProfileFormValues>();
  const avatar = Form.useWatch('avatar', form);
  const save = useUpdateProfile();

  const onFinish = (values: ProfileFormValues) =>
    save.mutate(toProfileRequest(values), {
      onSuccess: (saved) => changeLanguage(saved.language),
    });

  return (
    <Panel title={t('data.title')}>
      <Form
        form={form}
        name="profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: user.name,
          avatar: user.avatar ?? '',
          ddi: user.ddi ?? '',
          phone: user.phone ?? '',
          language: user.language,
        }}
        onFinish={onFinish}
        onValuesChange={() => save.isSuccess && save.reset()}
      >
        <Typography.Paragraph>
          <Avatar src={avatar || undefined} alt="" aria-hidden size={48} style={{ marginInlineEnd: 12 }}>
            {user.name.slice(0, 1)}
          </Avatar>
          <Typography.Text type="secondary">{t('data.email', { email: user.email })}</Typography.Text>
        </Typography.Paragraph>
        <Form.Item
          name="name"
          label={t('data.name')}
          rules={[{ required: true, whitespace: true, message: t('data.nameRequired') }]}
        >
          <Input maxLength={120} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="avatar"
          label={t('data.avatar')}
          rules={[{ type: 'url', message: t('data.avatarInvalid') }]}
        >
          <Input type="url" maxLength={2048} placeholder="https://" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="ddi"
              label={t('data.ddi')}
              dependencies={['phone']}
              rules={[
                { pattern: /^\+?\d{1,4}$/, message: t('data.ddiInvalid') },
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    !value && getFieldValue('phone')
                      ? Promise.reject(new Error(t('data.ddiRequired')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input inputMode="numeric" autoComplete="tel-country-code" placeholder="55" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="phone"
              label={t('data.phone')}
              rules={[
                {
                  validator: (_, value: string | undefined) =>
                    !value || isNationalPhone(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('data.phoneInvalid'))),
                },
              ]}
            >
              <Input type="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" />
            </Form.Item>
          </Col>
        </Row>
        {/* Three languages show as buttons: one click, and no pop-up list to load. */}
        <Form.Item name="language" label={t('data.language')}>
          <Radio.Group
            aria-label={t('data.language')}
            optionType="button"
            options={languages.map((language) => ({
              value: language,
              label: t(`common:languages.${language}`),
            }))}
          />
        </Form.Item>
        {save.isError && (
          <Form.Item>
            <ErrorAlert error={save.error} />
          </Form.Item>
        )}
        {save.isSuccess && (
          <Alert type="success" showIcon role="status" title={t('data.saved')} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('data.save')}
        </Button>
      </Form>
    </Panel>
  );
}
