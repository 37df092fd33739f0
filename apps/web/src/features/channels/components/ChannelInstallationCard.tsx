import type { ChannelSummary } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useChannelInstallation } from '../api/useChannelInstallation.ts';
import { useConnectionTest } from '../api/useConnectionTest.ts';
import { CopyField } from './CopyField.tsx';
import { MailServerField } from './MailServerField.tsx';

// One provider channel's installation: the webhook URL and the verify token to paste at the
// provider (an e-mail channel's: the mail server its address's mail must reach), and a test of the
// stored credentials.
export function ChannelInstallationCard({ channel }: { channel: ChannelSummary }) {
  const { t } = useTranslation('channels');
  const installation = useChannelInstallation(channel.id);
  const test = useConnectionTest(channel.id);
  const provider = t(`providers.${channel.provider}`);
  return (
    <article aria-label={channel.name} className="channels-card">
      <h3>{t('installation.channelTitle', { name: channel.name, provider })}</h3>
      <ErrorAlert error={installation.error} />
      {installation.data && channel.type === 'email' && (
        <MailServerField name={channel.name} mailServer={installation.data.mailServer} />
      )}
      {installation.data && channel.type !== 'email' && (
        <>
          <CopyField
            label={t(
              channel.type === 'telegram' ? 'installation.webhookUrlRegistered' : 'installation.webhookUrl',
            )}
            value={installation.data.webhookUrl}
            copyLabel={t('installation.copyWebhookUrl', { name: channel.name })}
          />
          {installation.data.verifyToken !== null && (
            <CopyField
              label={t('installation.verifyToken')}
              value={installation.data.verifyToken}
              copyLabel={t('installation.copyVerifyToken', { name: channel.name })}
            />
          )}
        </>
      )}
      <div className="p-row">
        <button
          type="button"
          className="p-button"
          disabled={test.isPending}
          onClick={() => test.mutate()}
          aria-label={t('installation.testOf', { name: channel.name })}
        >
          {t('installation.test')}
        </button>
        <span role="status">
          {test.isPending && t('installation.testing')}
          {test.data?.ok && t('installation.testOk')}
          {test.data &&
            !test.data.ok &&
            test.data.code === 'unsupported' &&
            t('installation.testUnsupported')}
          {test.data &&
            !test.data.ok &&
            test.data.code !== 'unsupported' &&
            t('installation.testFailed', { code: test.data.code ?? '', message: test.data.message ?? '' })}
        </span>
      </div>
      <ErrorAlert error={test.error} />
    </article>
  );
}
