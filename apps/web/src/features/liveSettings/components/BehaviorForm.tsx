import {
  archiveTimeChoices,
  awayAutoTimeLimits,
  currencies,
  type LiveBehavior,
  type LiveBehaviorInput,
} from '@prosa/contracts';
import { Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSaveLiveSettings } from '../api/useSaveLiveSettings.ts';
import { archiveTimeUnit } from '../archiveTimeUnit.ts';
import { AwayReasonsField } from './AwayReasonsField.tsx';
import { Fieldset } from './Fieldset.tsx';
import { SaveFooter } from './SaveFooter.tsx';

interface Props {
  behavior: LiveBehavior;
  canEdit: boolean;
}

const initiations = ['email', 'sms', 'whatsapp', 'facebook'] as const;
const finishOptions = ['tags', 'monetaryValue'] as const;

const checkbox = (name: (string | number)[], label: string) => (
  <Form.Item name={name} valuePropName="checked" className="live-switch">
    <Checkbox>{label}</Checkbox>
  </Form.Item>
);

// The whole behaviour is saved at once; the server checks every value and its refusal shows here.
export function BehaviorForm({ behavior, canEdit }: Props) {
  const { t } = useTranslation('liveSettings');
  const [form] = Form.useForm<LiveBehaviorInput>();
  const save = useSaveLiveSettings();
  // Every value in the store, hidden ones too (each away reason's _id is not a field of its own).
  const submit = () => {
    const values = form.getFieldsValue(true) as LiveBehaviorInput;
    save.mutate({
      part: 'behavior',
      fields: { ...values, awayAuto: { ...values.awayAuto, time: Number(values.awayAuto.time) } },
    });
  };

  return (
    <Form
      form={form}
      name="liveBehavior"
      layout="vertical"
      disabled={!canEdit}
      initialValues={behavior}
      onFinish={submit}
      onValuesChange={() => (save.isError || save.isSuccess) && save.reset()}
    >
      <Fieldset legend={t('behavior.initiations')}>
        {initiations.map((channel) => checkbox(['initiations', channel], t(`behavior.channels.${channel}`)))}
      </Fieldset>
      <Fieldset legend={t('behavior.away')}>
        {checkbox(['away', 'isActive'], t('behavior.awayActive'))}
        <AwayReasonsField />
      </Fieldset>
      <Fieldset legend={t('behavior.awayAuto')}>
        {checkbox(['awayAuto', 'isActive'], t('behavior.awayAutoActive'))}
        <Form.Item name={['awayAuto', 'time']} label={t('behavior.awayAutoTime')}>
          <Input type="number" min={awayAutoTimeLimits.min} max={awayAutoTimeLimits.max} />
        </Form.Item>
      </Fieldset>
      <Fieldset legend={t('behavior.exhibitions')}>
        {checkbox(['exhibitions', 'manager'], t('behavior.exhibitionManager'))}
        {checkbox(['exhibitions', 'attendant'], t('behavior.exhibitionAttendant'))}
      </Fieldset>
      <Form.Item name="archiveTime" label={t('behavior.archiveTime')}>
        <NativeSelect
          disabled={!canEdit}
          options={archiveTimeChoices.map((minutes) => {
            const { unit, count } = archiveTimeUnit(minutes);
            return { value: minutes, label: t(`behavior.${unit}`, { count }) };
          })}
        />
      </Form.Item>
      <Fieldset legend={t('behavior.finishOption')}>
        {finishOptions.map((option) => (
          <div key={option}>
            {checkbox(['finishOption', option, 'isActive'], t(`behavior.finish.${option}`))}
            {checkbox(['finishOption', option, 'mandatory'], t(`behavior.finish.${option}Mandatory`))}
          </div>
        ))}
        <Form.Item name={['finishOption', 'monetaryValue', 'currency']} label={t('behavior.currency')}>
          <Radio.Group options={currencies.map((currency) => ({ value: currency, label: currency }))} />
        </Form.Item>
      </Fieldset>
      <SaveFooter save={save} canEdit={canEdit} label={t('behavior.save')} />
    </Form>
  );
}
