import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FullPageSpin } from '../../shared/ui/FullPageSpin.tsx';
import { useAccessControl } from './api/useAccessControl.ts';
import { LevelPermissionsPanel } from './components/LevelPermissionsPanel.tsx';
import { groupByArea } from './groupByArea.ts';
import './components/accessControl.css';

// The permission document of each level the caller may edit (the server decides which: those
// below the caller's own power), one panel and one save per level.
export default function AccessControlPage() {
  const { t } = useTranslation('accessControl');
  const accessControl = useAccessControl();
  if (accessControl.isPending) return <FullPageSpin />;
  if (accessControl.isError) return <ErrorAlert error={accessControl.error} />;
  const groups = groupByArea(accessControl.data.catalogue);
  return (
    <div className="ac-page">
      <p>{t('intro')}</p>
      {accessControl.data.documents
        .filter((document) => document.isEditable)
        .map((document) => (
          <LevelPermissionsPanel key={document.level} document={document} groups={groups} />
        ))}
    </div>
  );
}
