import { Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { AttendantSettingsCard } from './components/AttendantSettingsCard.tsx';
import { DevicesCard } from './components/DevicesCard.tsx';
import { PasswordForm } from './components/PasswordForm.tsx';
import { PreferencesCard } from './components/PreferencesCard.tsx';
import { ProfileForm } from './components/ProfileForm.tsx';
import { QuickResponsesCard } from './components/QuickResponsesCard.tsx';
import { TwoFactorCard } from './components/TwoFactorCard.tsx';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  // The route guard renders this page only once the user is loaded; the shell shows its title.
  const me = useMe().data;
  if (!me) return <Skeleton active aria-label={t('loading')} />;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ProfileForm user={me.user} />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordForm />
      </Col>
      <Col xs={24} lg={12}>
        <TwoFactorCard user={me.user} />
      </Col>
      <Col xs={24} lg={12}>
        <PreferencesCard preferences={me.preferences} />
      </Col>
      <Col xs={24}>
        <QuickResponsesCard />
      </Col>
      <Col xs={24}>
        <AttendantSettingsCard />
      </Col>
      <Col xs={24}>
        <DevicesCard />
      </Col>
    </Row>
  );
}
