import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useAccountTimeZone } from '../api/useAccountTimeZone.ts';
import { useSaveTimeZone } from '../api/useSaveTimeZone.ts';

// The browser's own list of IANA zones (the server validates whatever arrives).
const zones = Intl.supportedValuesOf('timeZone');

// Journeys are read in the account's time zone.
export function TimeZoneForm() {
  const { t } = useTranslation('journeys');
  const current = useAccountTimeZone();
  const save = useSaveTimeZone();
  const [zone, setZone] = useState('');
  useEffect(() => {
    if (current.data) setZone(current.data);
  }, [current.data]);
  const options = zones.includes(zone) || !zone ? zones : [zone, ...zones];

  return (
    <form
      className="journeys-zone"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(zone);
      }}
    >
      <label htmlFor="account-time-zone">{t('timeZone.label')}</label>
      <select
        id="account-time-zone"
        className="p-input"
        value={zone}
        onChange={(event) => {
          setZone(event.target.value);
          save.reset();
        }}
      >
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <Button htmlType="submit" loading={save.isPending} disabled={!zone || zone === current.data}>
        {t('timeZone.save')}
      </Button>
      {save.isSuccess && <span role="status">{t('timeZone.saved')}</span>}
      <ErrorAlert error={save.error ?? current.error} />
    </form>
  );
}
