import { broadcastCountsSchema } from '@prosa/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiPath } from '../../shared/api/api.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDispatchStatistics, useStopDispatch } from './api/useBroadcast.ts';
import { DispatchErrorsTable } from './components/DispatchErrorsTable.tsx';
import { DispatchMinutesTable } from './components/DispatchMinutesTable.tsx';
import { DispatchStatusTag } from './components/DispatchStatusTag.tsx';
import { StopDispatchButton } from './components/StopDispatchButton.tsx';
import './components/broadcast.css';

const countNames = Object.keys(broadcastCountsSchema.shape) as Array<
  keyof typeof broadcastCountsSchema.shape
>;

// /broadcast/{id}: a dispatch's statistics screen (spec campaigns §2) — its state and where its
// recipients stand, live while it sends; its messages sent, delivered, read and failed in each
// minute, why the others ended undelivered, what it cost, the flow line a reply starts at, and its
// recipients as a CSV download; for those who may send, stopping it while it is scheduled or sends.
export default function DispatchPage() {
  const { t } = useTranslation('broadcast');
  const { id = '' } = useParams();
  const statistics = useDispatchStatistics(id);
  const stop = useStopDispatch();
  const canSend = useMe().data?.permissions.includes('broadcast.send') === true;
  const data = statistics.data;
  return (
    <Panel title={data ? t('statistics.title', { name: data.dispatch.name }) : t('statistics.loadingTitle')}>
      <p>
        <Link to="/broadcast">{t('statistics.back')}</Link>
      </p>
      <ErrorAlert error={statistics.error ?? stop.error} />
      {!data && !statistics.error && <p>{t('loading')}</p>}
      {data && (
        <>
          <Space wrap>
            <span>
              {t('dispatches.status')}: <DispatchStatusTag dispatch={data.dispatch} />
            </span>
            {canSend && <StopDispatchButton dispatch={data.dispatch} stop={stop} />}
            <span>{t('statistics.credits', { count: data.credits })}</span>
            {data.dispatch.flowIndex !== null && (
              <span>{t('statistics.flowIndex', { index: data.dispatch.flowIndex })}</span>
            )}
            <Button href={apiPath('/api/broadcast/dispatches/:id/export', { params: { id } })} download>
              {t('statistics.export')}
            </Button>
          </Space>
          <dl className="broadcast-counts" aria-label={t('statistics.counts')}>
            {countNames.map((name) => (
              <div key={name}>
                <dt>{t(`counts.${name}`)}</dt>
                <dd>{data.dispatch.counts[name]}</dd>
              </div>
            ))}
          </dl>
          <DispatchMinutesTable minutes={data.minutes} />
          <DispatchErrorsTable errors={data.errors} />
        </>
      )}
    </Panel>
  );
}
