import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/Notice.tsx';
import { classifyChunkError } from './classifyChunkError.ts';

// A part of the app that could not be loaded (a new version was published, the connection
// dropped or timed out) is cured by a reload; any other crash still offers one. Plain HTML: it
// ships with the first screen and must never need another chunk to show.
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = classifyChunkError(error);
  return (
    <div style={{ maxWidth: 640, margin: '10vh auto', padding: 16 }}>
      <Notice
        type={failure ? 'warning' : 'error'}
        title={failure ? t('chunk.title') : t('errors:generic.unexpected')}
      >
        <p>{failure ? t(`chunk.${failure}`) : t('chunk.crashed')}</p>
        <button type="button" className="p-button p-button-primary" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </button>
      </Notice>
    </div>
  );
}
