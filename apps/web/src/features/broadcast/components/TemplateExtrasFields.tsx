import { broadcastTemplateButtonKinds, broadcastTemplateHeaderKinds } from '@prosa/contracts';
import { whatsappTemplateLimits } from '@prosa/domain';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

// A WhatsApp template's header (a text, or the http(s) address of an image, video or document) and
// its buttons (reply, website, phone; WhatsApp's limits), then any template's tags and
// observations. The server checks the limits again (checkTemplateParts).
export function TemplateExtrasFields({ whatsapp }: { whatsapp: boolean }) {
  const { t } = useTranslation('broadcast');
  const form = Form.useFormInstance();
  const headerKind = Form.useWatch(['header', 'kind'], form);
  return (
    <>
      {whatsapp && (
        <>
          <Form.Item label={t('form.header')} extra={t('form.headerHint')}>
            <Space.Compact block>
              <Form.Item name={['header', 'kind']} noStyle>
                <Select
                  aria-label={t('form.headerKind')}
                  allowClear
                  style={{ width: 160 }}
                  placeholder={t('form.headerNone')}
                  options={broadcastTemplateHeaderKinds.map((kind) => ({
                    value: kind,
                    label: t(`headerKind.${kind}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name={['header', 'value']} noStyle>
                <Input
                  aria-label={t('form.headerValue')}
                  disabled={!headerKind}
                  maxLength={headerKind === 'text' ? whatsappTemplateLimits.headerText : 2000}
                  placeholder={headerKind && headerKind !== 'text' ? 'https://' : undefined}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.List name="buttons">
            {(fields, { add, remove }) => (
              <Form.Item label={t('form.buttons')} extra={t('form.buttonsHint')}>
                {fields.map((field, index) => (
                  <Space.Compact key={field.key} block style={{ marginBottom: 8 }}>
                    <Form.Item name={[field.name, 'kind']} noStyle initialValue="reply">
                      <Select
                        aria-label={t('form.buttonKind', { number: index + 1 })}
                        style={{ width: 140 }}
                        options={broadcastTemplateButtonKinds.map((kind) => ({
                          value: kind,
                          label: t(`buttonKind.${kind}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'text']} noStyle>
                      <Input
                        aria-label={t('form.buttonText', { number: index + 1 })}
                        maxLength={whatsappTemplateLimits.buttonText}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} noStyle>
                      <Input
                        aria-label={t('form.buttonValue', { number: index + 1 })}
                        placeholder="https:// · +55…"
                      />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>
                      {t('form.removeButton', { number: index + 1 })}
                    </Button>
                  </Space.Compact>
                ))}
                {fields.length < whatsappTemplateLimits.buttons && (
                  <Button onClick={() => add()}>{t('form.addButton')}</Button>
                )}
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
      <Form.Item name="tags" label={t('form.tags')}>
        <Select mode="tags" open={false} />
      </Form.Item>
      <Form.Item name="observations" label={t('form.observations')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}
