import { smsSegments } from '@prosa/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  text: string;
  id?: string;
}

// What an SMS text costs as the customer's phone receives it: its segments (1 credit each) and the
// room left in the last one, counted by the same rule as the server (packages/domain smsSegments).
// Every SMS composer shows it under its box.
export function SmsSegmentCount({ text, id }: Props) {
  const { t } = useTranslation('common');
  const count = smsSegments(text);
  const parts = [
    t('smsSegments.segments', { count: count.segments }),
    t('smsSegments.remaining', { count: count.remaining }),
  ];
  if (count.encoding === 'ucs2') parts.push(t('smsSegments.ucs2'));
  return (
    <p id={id} className="p-secondary" aria-live="polite">
      {parts.join(' · ')}
    </p>
  );
}
