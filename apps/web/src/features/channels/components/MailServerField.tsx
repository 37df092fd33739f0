import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField.tsx';

// Where an e-mail channel's address must deliver (its MX or a forwarding rule): Prosa's inbound
// SMTP endpoint, or a warning when the server runs without it.
export function MailServerField({ name, mailServer }: { name: string; mailServer: string | null }) {
  const { t } = useTranslation('channels');
  if (mailServer === null) return <p className="p-secondary">{t('installation.mailServerOff')}</p>;
  return (
    <CopyField
      label={t('installation.mailServer')}
      value={mailServer}
      copyLabel={t('installation.copyMailServer', { name })}
    />
  );
}
