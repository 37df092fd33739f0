import { type PermissionDocument, permissionAreaOf, permissionNameOf } from '@prosa/contracts';
import { Button, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useSavePermissionDocument } from '../api/useSavePermissionDocument.ts';
import type { groupByArea } from '../groupByArea.ts';

interface Props {
  document: PermissionDocument;
  groups: ReturnType<typeof groupByArea>;
}

// One level's switches grouped by area. A key beyond the level's floor cannot be granted to it at
// all, so it shows switched off and disabled; the server refuses it the same way.
export function LevelPermissionsPanel({ document, groups }: Props) {
  const { t } = useTranslation('accessControl');
  const [permissions, setPermissions] = useState(document.permissions);
  const save = useSavePermissionDocument(document.level);
  const levelName = t(`levels.${document.level}`);

  return (
    <Panel title={t('levelTitle', { level: levelName })}>
      <div className="ac-areas">
        {groups.map(({ area, entries }) => (
          <fieldset key={area} className="ac-area">
            <legend>{t(`areas.${area}`)}</legend>
            {entries.map(({ key }) => {
              const id = `ac-${document.level}-${key}`;
              const isAllowed = key in document.permissions;
              return (
                <div key={key} className="ac-permission">
                  <Switch
                    id={id}
                    size="small"
                    checked={isAllowed && permissions[key] === true}
                    disabled={!isAllowed}
                    onChange={(checked) => setPermissions((current) => ({ ...current, [key]: checked }))}
                  />
                  <label htmlFor={id}>{t(`keys.${permissionAreaOf(key)}.${permissionNameOf(key)}`)}</label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {save.isError && <ErrorAlert error={save.error} />}
      {save.isSuccess && <Notice type="success" title={t('saved')} />}
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate(permissions)}>
        {t('save', { level: levelName })}
      </Button>
    </Panel>
  );
}
