import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: number[];
}

interface Props {
  // Names the chart for screen readers; its table beside it carries the numbers.
  label: string;
  categories: string[];
  series: ChartSeries[];
}

type Setup = typeof import('./echartsSetup.ts');

// One ECharts chart. ECharts is imported here only, lazily, so it loads with the analytics routes and
// never with another screen.
export function EChart({ label, categories, series }: Props) {
  const { t } = useTranslation('analytics');
  const element = useRef<HTMLDivElement>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [failed, setFailed] = useState(false);
  // The data as text, so an equal redraw of the caller does not draw again.
  const option = JSON.stringify({ categories, series });

  useEffect(() => {
    let isLive = true;
    import('./echartsSetup.ts').then(
      (loaded) => isLive && setSetup(loaded),
      () => isLive && setFailed(true),
    );
    return () => {
      isLive = false;
    };
  }, []);

  useEffect(() => {
    if (!setup || !element.current) return;
    const data = JSON.parse(option) as Pick<Props, 'categories' | 'series'>;
    const chart = setup.echarts.init(element.current);
    chart.setOption({
      grid: { left: 48, right: 16, top: 32, bottom: 48 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: data.categories },
      yAxis: { type: 'value', minInterval: 1 },
      series: data.series.map((one) => ({ name: one.name, type: one.kind, data: one.values })),
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [setup, option]);

  if (failed) return <p role="alert">{t('chartFailed')}</p>;
  return <div ref={element} role="img" aria-label={label} className="analytics-chart" />;
}
