import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useLiveVisitors } from './api/useLiveVisitors.ts';
import { BrazilMap } from './components/BrazilMap.tsx';
import { MapCredits } from './components/MapCredits.tsx';
import { PlacesTable } from './components/PlacesTable.tsx';
import { VisitorCounters } from './components/VisitorCounters.tsx';
import { VisitorsTable } from './components/VisitorsTable.tsx';
import { WorldMap } from './components/WorldMap.tsx';
import { countByPlace } from './countByPlace.ts';
import './components/realTime.css';

// /realTime: the webchat visitors on the account's sites right now, by status, page and place.
export default function RealTimePage() {
  const { t } = useTranslation('realTime');
  const visitors = useLiveVisitors();
  const list = visitors.data ?? [];
  const places = countByPlace(list);
  // Time on site ticks every second without asking the server.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <Panel title={t('title')}>
        <ErrorAlert error={visitors.error} />
        <VisitorCounters visitors={list} />
      </Panel>
      <Panel title={t('navigation')}>
        <VisitorsTable visitors={list} isLoading={visitors.isPending} now={now} />
      </Panel>
      <Panel title={t('places')}>
        <div className="rt-places">
          <WorldMap places={places} />
          <BrazilMap places={places} />
          <PlacesTable places={places} isLoading={visitors.isPending} />
        </div>
        <MapCredits />
      </Panel>
    </>
  );
}
