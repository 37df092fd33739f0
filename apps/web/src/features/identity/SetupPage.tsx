import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../shared/ui/Notice.tsx';
import { useSetup } from './api/useSetup.ts';
import { LoginLayout } from './components/LoginLayout.tsx';
import { SetupForm } from './components/SetupForm.tsx';

// /login/setup?token=…: the one-time link a production server prints in its log when it starts
// with no user (docs/decisions.md, "Demo mode and production mode").
export default function SetupPage() {
  const { t } = useTranslation('identity');
  const token = useSearchParams()[0].get('token') ?? '';
  const setup = useSetup();

  if (setup.isSuccess) {
    return (
      <LoginLayout heading={t('setup.heading')}>
        <Notice type="success" title={t('setup.doneTitle')} />
        <Link className="p-button p-button-primary p-button-block" to="/login">
          {t('signIn')}
        </Link>
      </LoginLayout>
    );
  }
  return (
    <LoginLayout heading={t('setup.heading')}>
      {token ? (
        <>
          <p className="p-secondary">{t('setup.intro')}</p>
          <SetupForm
            onSubmit={(values) => setup.mutate({ token, ...values })}
            isSubmitting={setup.isPending}
            error={setup.error}
          />
        </>
      ) : (
        <Notice type="warning" title={t('errors:setup.linkInvalid')} />
      )}
    </LoginLayout>
  );
}
