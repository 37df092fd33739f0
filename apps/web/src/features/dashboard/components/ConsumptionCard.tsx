import type { FranchiseState } from '@prosa/contracts';
import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { consumptionPercent } from '../consumptionPercent.ts';

interface Props {
  plan: string;
  used: number;
  franchise: number;
  state: FranchiseState;
}

const stateColor: Record<FranchiseState, string> = { normal: 'green', ending: 'orange', exceeded: 'red' };

export function ConsumptionCard({ plan, used, franchise, state }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = consumptionPercent(used, franchise);
  return (
    <Panel title={t('consumption.title')}>
      <Typography.Paragraph strong>
        {t('consumption.plan', { plan })}{' '}
        <Tag color={stateColor[state]}>{t(`consumption.state.${state}`)}</Tag>
      </Typography.Paragraph>
      <Progress
        percent={percent}
        status={state === 'exceeded' ? 'exception' : 'normal'}
        aria-label={t('consumption.progressLabel')}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('consumption.usage', { used: number.format(used), franchise: number.format(franchise) })}
      </Typography.Paragraph>
    </Panel>
  );
}
