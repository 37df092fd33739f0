import type { IntegrationSummary } from '@prosa/contracts';
import { Checkbox, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useSaveIntegration } from '../api/useSaveIntegration.ts';

interface Props {
  botId: string;
  // null adds a new webhook integration.
  integration: IntegrationSummary | null;
  onClose: () => void;
  // A new integration's secret, which the server answers this once.
  onSecret: (name: string, secret: string) => void;
}

// A webhook integration's fields: identifier, endpoint (https; the server checks the address) and
// the active flag. The spec's other fields wait for the kinds that use them.
export function IntegrationForm({ botId, integration, onClose, onSecret }: Props) {
  const { t } = useTranslation('channels');
  const id = useId();
  const save = useSaveIntegration(botId);
  const [name, setName] = useState(integration?.name ?? '');
  const [endpoint, setEndpoint] = useState(integration?.endpoint ?? '');
  const [isActive, setActive] = useState(integration?.isActive ?? true);
  return (
    <Modal
      open
      title={
        integration ? t('integrations.editTitle', { name: integration.name }) : t('integrations.addTitle')
      }
      okText={t('integrations.save')}
      cancelText={t('integrations.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      onOk={() =>
        save.mutate(
          {
            id: integration?.id ?? null,
            body: { name, endpoint, isActive, kind: 'webhook', config: integration?.config ?? {} },
          },
          {
            onSuccess: (answer) => {
              if (answer.secret) onSecret(answer.integration.name, answer.secret);
              onClose();
            },
          },
        )
      }
    >
      <div className="p-field">
        <label htmlFor={`${id}-name`}>{t('integrations.name')}</label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="p-field">
        <label htmlFor={`${id}-endpoint`}>{t('integrations.endpoint')}</label>
        <Input
          id={`${id}-endpoint`}
          type="url"
          placeholder="https://"
          value={endpoint}
          onChange={(event) => setEndpoint(event.target.value)}
        />
        <p className="p-secondary">{t('integrations.signatureHelp')}</p>
      </div>
      <Checkbox checked={isActive} onChange={(event) => setActive(event.target.checked)}>
        {t('integrations.active')}
      </Checkbox>
      <ErrorAlert error={save.error} />
    </Modal>
  );
}
