import { type AnalyticsPreset, analyticsPresets } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import type { PeriodParams } from '../analyticsPaths.ts';

interface Props {
  period: PeriodParams;
  onChange: (period: PeriodParams) => void;
}

// The presets (today, yesterday, this month, the last 7 / 15 / 30 days) and a custom range of days.
export function PeriodBar({ period, onChange }: Props) {
  const { t } = useTranslation('analytics');
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const [isCustom, setCustom] = useState(period.preset === 'custom');
  const choose = (preset: AnalyticsPreset) => {
    setCustom(preset === 'custom');
    if (preset !== 'custom') onChange({ preset });
  };
  return (
    <div className="analytics-period">
      <NativeSelect
        aria-label={t('period')}
        value={isCustom ? 'custom' : period.preset}
        onChange={choose}
        options={analyticsPresets.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
      />
      {isCustom && (
        <form
          className="analytics-custom"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ preset: 'custom', from, to });
          }}
        >
          <label>
            {t('from')}
            <input
              className="p-input"
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            {t('to')}
            <input
              className="p-input"
              type="date"
              required
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <Button htmlType="submit" type="primary">
            {t('apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
