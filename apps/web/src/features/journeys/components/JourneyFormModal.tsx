import { type Journey, journeyTolerances } from '@prosa/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSaveJourney } from '../api/useSaveJourney.ts';
import { useTeamMembers } from '../api/useTeamMembers.ts';
import { schedulesFromWeek } from '../schedulesFromWeek.ts';
import { toleranceLabel } from '../toleranceLabel.ts';
import { type WeekDayForm, weekFromSchedules } from '../weekFromSchedules.ts';
import { WeekScheduleField } from './WeekScheduleField.tsx';

interface Props {
  // The journey being edited; null creates a new one.
  journey: Journey | null;
  onClose: () => void;
}

interface JourneyForm {
  name: string;
  comments: string;
  toleranceMinutes: number;
  userIds: string[];
  week: WeekDayForm[];
}

// The form asks for the name; the server checks the periods (entry before exit, no overlap) and
// answers with the catalogue's error, shown in the dialog.
export default function JourneyFormModal({ journey, onClose }: Props) {
  const { t } = useTranslation('journeys');
  const [form] = Form.useForm<JourneyForm>();
  const save = useSaveJourney();
  const members = useTeamMembers();
  const initialValues: JourneyForm = {
    name: journey?.name ?? '',
    comments: journey?.comments ?? '',
    toleranceMinutes: journey?.toleranceMinutes ?? 15,
    userIds: journey?.userIds ?? [],
    week: weekFromSchedules(journey?.schedules ?? []),
  };
  const submit = ({ week, ...fields }: JourneyForm) =>
    save.mutate(
      { id: journey?.id ?? null, fields: { ...fields, schedules: schedulesFromWeek(week) } },
      { onSuccess: onClose },
    );

  return (
    <FormModal
      title={journey ? t('form.editTitle', { name: journey.name }) : t('form.createTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      form={form}
      name="journey"
      initialValues={initialValues}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:team.journeyNameRequired') },
          { max: 80, message: t('errors:team.journeyNameTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item name="comments" label={t('form.comments')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <WeekScheduleField />
      <Form.Item name="toleranceMinutes" label={t('form.tolerance')}>
        <NativeSelect
          options={journeyTolerances.map((minutes) => ({
            value: minutes,
            label: toleranceLabel(minutes, t),
          }))}
        />
      </Form.Item>
      <Form.Item name="userIds" label={t('form.users')}>
        <Select
          mode="multiple"
          loading={members.isPending}
          optionFilterProp="label"
          options={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
