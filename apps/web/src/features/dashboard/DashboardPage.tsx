import { Alert, Button, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDashboard } from './api/useDashboard.ts';
import { useMe } from './api/useMe.ts';
import { ChangeLogCard } from './components/ChangeLogCard.tsx';
import { ConsumptionCard } from './components/ConsumptionCard.tsx';
import { CreditsCard } from './components/CreditsCard.tsx';
import { DeleteAccountCard } from './components/DeleteAccountCard.tsx';
import { Greeting } from './components/Greeting.tsx';
import { SatisfactionSurvey } from './components/SatisfactionSurvey.tsx';
import { errorCodeOf } from './errorCodeOf.ts';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const dashboard = useDashboard(me.data?.user.language);
  const failed = me.error ?? dashboard.error;

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(errorCodeOf(failed), { ns: 'errors' })}
        action={
          <Button onClick={() => (me.isError ? me.refetch() : dashboard.refetch())}>{t('retry')}</Button>
        }
      />
    );
  }
  if (!me.data || !dashboard.data) return <Skeleton active aria-label={t('loading')} />;

  const { user, account } = me.data;
  const { plan, consumption, aiCredits, changeLog } = dashboard.data;
  return (
    <>
      <Greeting name={user.name} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ConsumptionCard plan={plan} used={consumption.used} franchise={consumption.franchise} />
        </Col>
        <Col xs={24} md={12}>
          <CreditsCard credits={aiCredits} />
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
