import { smsSegments } from '@prosa/domain';
import { useTranslation } from 'react-i18next';
import { dispatchPreview } from '../dispatchInput.ts';

// The template as a sample recipient would read it, refreshed as the variables are typed. Shown as
// text, never markup. For SMS, the segments it takes (each one credit), counted as the server
// charges them.
export function DispatchPreview({
  body,
  values,
  isSms = false,
}: {
  body: string;
  values: Array<string | undefined>;
  isSms?: boolean;
}) {
  const { t } = useTranslation('broadcast');
  const sample = { name: t('dispatchForm.sampleName'), phone: '5511987654321' };
  const text = dispatchPreview(body, values, sample);
  const sms = isSms ? smsSegments(text) : null;
  return (
    <section aria-label={t('dispatchForm.preview')} className="broadcast-preview">
      <div className="broadcast-preview-title">{t('dispatchForm.preview')}</div>
      <p className="broadcast-preview-text">{text}</p>
      {sms && (
        <div className="broadcast-preview-title" role="status">
          {t('dispatchForm.segments', { count: sms.segments, characters: sms.units })}
        </div>
      )}
    </section>
  );
}
