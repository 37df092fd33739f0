import type { MemberRole } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

// The member roles' names, written out so the translation test sees every key.
export function useRoleLabels(): Record<MemberRole, string> {
  const { t } = useTranslation('users');
  return {
    administrator: t('roles.administrator'),
    manager: t('roles.manager'),
    attendant: t('roles.attendant'),
    junior: t('roles.junior'),
  };
}
