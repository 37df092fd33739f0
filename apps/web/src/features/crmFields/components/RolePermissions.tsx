import type { CrmPermissions, CrmRole } from '@prosa/contracts';
import { crmRoles } from '@prosa/contracts';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  // Form.Item passes value and onChange.
  value?: CrmPermissions;
  onChange?: (value: CrmPermissions) => void;
}

const toggle = (roles: CrmRole[], role: CrmRole, on: boolean) =>
  on ? [...new Set([...roles, role])] : roles.filter((item) => item !== role);

// Who may view and who may edit, one checkbox per role. Editing implies viewing (as the contract
// says), so ticking edit ticks view and unticking view unticks edit.
export function RolePermissions({ value = { view: [], edit: [] }, onChange }: Props) {
  const { t } = useTranslation('crmFields');
  const change = (kind: 'view' | 'edit', role: CrmRole, on: boolean) => {
    if (kind === 'view') {
      onChange?.({
        view: toggle(value.view, role, on),
        edit: on ? value.edit : toggle(value.edit, role, false),
      });
    } else {
      onChange?.({
        view: on ? toggle(value.view, role, true) : value.view,
        edit: toggle(value.edit, role, on),
      });
    }
  };
  return (
    <div className="crm-permissions">
      {(['view', 'edit'] as const).map((kind) => (
        <fieldset key={kind}>
          <legend>{t(kind === 'view' ? 'permissions.view' : 'permissions.edit')}</legend>
          {crmRoles.map((role) => (
            <Checkbox
              key={role}
              checked={value[kind].includes(role)}
              onChange={(event) => change(kind, role, event.target.checked)}
            >
              {t(`roles.${role}`)}
            </Checkbox>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
