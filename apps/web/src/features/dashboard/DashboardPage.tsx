import { levels } from '@prosa/contracts';
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { useDashboard } from './api/useDashboard.ts';
import { ChangeLogCard } from './components/ChangeLogCard.tsx';
import { ConsumptionCard } from './components/ConsumptionCard.tsx';
import { CreditsCard } from './components/CreditsCard.tsx';
import { DeleteAccountCard } from './components/DeleteAccountCard.tsx';
import { Greeting } from './components/Greeting.tsx';
import { SatisfactionSurvey } from './components/SatisfactionSurvey.tsx';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const dashboard = useDashboard(me.data?.user.language);

  if (dashboard.isError) {
    return (
      <Flex vertical gap={16} align="start">
        <ErrorAlert error={dashboard.error} />
        <Button onClick={() => dashboard.refetch()}>{t('retry')}</Button>
      </Flex>
    );
  }
  // The route guard has loaded the user already; only the dashboard's own data may still be coming.
  if (!me.data || !dashboard.data) return <Skeleton active aria-label={t('loading')} />;

  const { user, account } = me.data;
  const { plan, consumption, aiCredits, credits, changeLog } = dashboard.data;
  return (
    <>
      <Greeting name={user.name} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ConsumptionCard plan={plan} {...consumption} />
        </Col>
        <Col xs={24} md={12}>
          <CreditsCard aiCredits={aiCredits} credits={credits} canManage={me.data.level <= levels.manager} />
        </Col>
        <Col xs={24} lg={12}>
          <ChangeLogCard entries={changeLog} />
        </Col>
        <Col xs={24} lg={12}>
          <SatisfactionSurvey />
        </Col>
        {account.isOwner && (
          <Col xs={24}>
            <DeleteAccountCard accountName={account.name} />
          </Col>
        )}
      </Row>
    </>
  );
}
