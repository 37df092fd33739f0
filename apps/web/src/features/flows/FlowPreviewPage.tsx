import { useTranslation } from 'react-i18next';
import { Panel } from '../../shared/ui/Panel.tsx';
import { FlowScreen } from './components/FlowScreen.tsx';
import './components/flows.css';

// /preview/{botId}: the chatbot as a customer meets it, on the demonstration site with its webchat.
export default function FlowPreviewPage() {
  const { t } = useTranslation('flows');
  return (
    <FlowScreen>
      {({ bot }) => (
        <Panel title={t('preview.title', { name: bot.name })}>
          <p className="p-hint">{t('preview.hint')}</p>
          <iframe
            className="flows-preview"
            title={t('preview.frame', { name: bot.name })}
            src={`/webchat/demo?bot=${encodeURIComponent(bot.token)}`}
          />
        </Panel>
      )}
    </FlowScreen>
  );
}
