import { emailSubjectShown } from '@prosa/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

// An e-mail template's subject, HTML and text part (campaigns §3). The subject is previewed as an
// inbox shows it, cut at about 35 characters on a phone and 70 on a desktop; the HTML is previewed
// in a sandboxed frame (no scripts, no access to the panel: it is markup the sender typed, shown as
// the customer's mail client would, never inside the panel's own page).
export function EmailTemplateFields() {
  const { t } = useTranslation('broadcast');
  const form = Form.useFormInstance();
  const subject: string = Form.useWatch('emailSubject', form) ?? '';
  const html: string = Form.useWatch('emailHtml', form) ?? '';
  return (
    <>
      <Form.Item
        name="emailSubject"
        label={t('form.emailSubject')}
        rules={[{ required: true, whitespace: true, message: t('form.emailSubjectRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      {subject.trim() !== '' && (
        <section aria-label={t('form.subjectPreview')} className="broadcast-preview">
          <div className="broadcast-preview-title">{t('form.subjectPreview')}</div>
          <p className="broadcast-preview-text">
            {t('form.subjectOnMobile', { subject: emailSubjectShown(subject, 'mobile') })}
          </p>
          <p className="broadcast-preview-text">
            {t('form.subjectOnDesktop', { subject: emailSubjectShown(subject, 'desktop') })}
          </p>
        </section>
      )}
      <Form.Item name="emailHtml" label={t('form.emailHtml')} extra={t('form.emailHtmlHint')}>
        <Input.TextArea rows={6} />
      </Form.Item>
      {html.trim() !== '' && (
        <iframe
          title={t('form.emailHtmlPreview')}
          sandbox=""
          srcDoc={html}
          className="broadcast-email-preview"
        />
      )}
      <Form.Item name="emailText" label={t('form.emailText')} extra={t('form.emailTextHint')}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </>
  );
}
