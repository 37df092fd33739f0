import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { useSelectAccount } from './api/useSelectAccount.ts';
import { LoginLayout } from './components/LoginLayout.tsx';
import { readAccountChoices } from './readAccountChoices.ts';

// /login/signin: a user who belongs to several accounts picks the one to work in.
export default function AccountChoicePage() {
  const { t } = useTranslation('identity');
  const { state } = useLocation();
  const navigate = useNavigate();
  const select = useSelectAccount();
  const accounts = readAccountChoices(state);
  if (!accounts) return <Navigate to="/login" replace />;

  return (
    <LoginLayout heading={t('chooseAccount')}>
      <div className="p-stack">
        {accounts.map((account) => (
          <button
            key={account.id}
            type="button"
            className="p-button p-button-block"
            disabled={select.isPending}
            aria-busy={select.isPending && select.variables === account.id}
            onClick={() =>
              select.mutate(account.id, { onSuccess: () => void navigate('/dashboard', { replace: true }) })
            }
          >
            {account.name}
          </button>
        ))}
        <ErrorAlert error={select.error} />
      </div>
    </LoginLayout>
  );
}
