import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../weekdayName.ts';

// Seven rows, Sunday to Saturday, each with its entry/exit pairs; overnight work is a period ending
// at 24:00 and one starting at 00:00 the next day (docs/decisions.md).
export function WeekScheduleField() {
  const { t, i18n } = useTranslation('journeys');
  return (
    <fieldset className="journeys-week">
      <legend>{t('form.schedules')}</legend>
      <p className="journeys-hint">{t('form.schedulesHint')}</p>
      {Array.from({ length: 7 }, (_, weekday) => {
        const day = weekdayName(weekday, i18n.language);
        return (
          <div key={day} className="journeys-day">
            <span className="journeys-day-name">{day}</span>
            <Form.List name={['week', weekday, 'periods']}>
              {(periods, { add, remove }) => (
                <div className="journeys-periods">
                  {periods.map((period, index) => (
                    <div key={period.key} className="journeys-period">
                      <Form.Item name={[period.name, 'entry']} noStyle>
                        <Input
                          aria-label={t('form.entry', { day, number: index + 1 })}
                          placeholder="08:00"
                          maxLength={5}
                          autoComplete="off"
                        />
                      </Form.Item>
                      <span aria-hidden="true">–</span>
                      <Form.Item name={[period.name, 'exit']} noStyle>
                        <Input
                          aria-label={t('form.exit', { day, number: index + 1 })}
                          placeholder="18:00"
                          maxLength={5}
                          autoComplete="off"
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        aria-label={t('form.removePeriod', { day, number: index + 1 })}
                        onClick={() => remove(period.name)}
                      >
                        ×
                      </Button>
                    </div>
                  ))}
                  <Button
                    size="small"
                    aria-label={t('form.addPeriod', { day })}
                    onClick={() => add({ entry: '', exit: '' })}
                  >
                    {t('form.addPeriodShort')}
                  </Button>
                </div>
              )}
            </Form.List>
          </div>
        );
      })}
    </fieldset>
  );
}
