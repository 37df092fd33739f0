import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errorText.ts';
import { Notice } from './Notice.tsx';

// A failed call shown as the catalogue's text.
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Notice type="error" title={errorText(t, error)} />;
}
