import {
  type Department,
  type DepartmentInput,
  distributionTypes,
  maxAttendancesLimit,
} from '@prosa/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useJourneyChoices } from '../api/useJourneyChoices.ts';
import { useMemberChoices } from '../api/useMemberChoices.ts';
import { useSaveDepartment } from '../api/useSaveDepartment.ts';

interface Props {
  // The department being edited; null creates a new one.
  department: Department | null;
  onClose: () => void;
}

type Values = Required<Omit<DepartmentInput, 'businessHoursId'>>;

const newDepartment: Values = {
  name: '',
  journeyId: null,
  checkIn: false,
  forcePass: false,
  queue: false,
  queuePositionBroadcast: false,
  maxAttendances: 5,
  distribution: 'none',
  userIds: [],
};

const switches = ['queue', 'queuePositionBroadcast', 'forcePass', 'checkIn'] as const;

// The form checks the name and the number; the rules between the switches are the server's, and
// its refusal shows inside the dialog. Business hours are not an entity yet: the form keeps the
// department's value as it is (docs/decisions.md).
export default function DepartmentFormModal({ department, onClose }: Props) {
  const { t } = useTranslation('liveSettings');
  const [form] = Form.useForm<Values>();
  const save = useSaveDepartment();
  const journeys = useJourneyChoices();
  const members = useMemberChoices();
  const submit = (values: Values) =>
    save.mutate(
      {
        id: department?.id ?? null,
        fields: {
          ...values,
          maxAttendances: Number(values.maxAttendances),
          businessHoursId: department?.businessHoursId,
        },
      },
      { onSuccess: onClose },
    );

  return (
    <FormModal
      title={
        department ? t('departments.editTitle', { name: department.name }) : t('departments.createTitle')
      }
      okText={t('departments.save')}
      cancelText={t('cancel')}
      form={form}
      name="department"
      initialValues={department ?? newDepartment}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('departments.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:team.departmentNameRequired') },
          { max: 60, message: t('errors:team.departmentNameTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      <Form.Item name="journeyId" label={t('departments.journey')}>
        <NativeSelect<string | null>
          disabled={journeys.isError}
          options={[
            { value: null, label: t('departments.noJourney') },
            ...(journeys.data ?? []).map((journey) => ({ value: journey.id, label: journey.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="distribution" label={t('departments.distribution')}>
        <NativeSelect
          options={distributionTypes.map((type) => ({ value: type, label: t(`distributions.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="maxAttendances"
        label={t('departments.maxAttendances')}
        rules={[
          {
            validator: (_, value) =>
              Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= maxAttendancesLimit
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:team.departmentMaxAttendancesInvalid'))),
          },
        ]}
      >
        <Input type="number" min={1} max={maxAttendancesLimit} />
      </Form.Item>
      {switches.map((name) => (
        <Form.Item key={name} name={name} valuePropName="checked" className="live-switch">
          <Checkbox>{t(`departments.${name}`)}</Checkbox>
        </Form.Item>
      ))}
      <Form.Item name="userIds" label={t('departments.users')}>
        <Checkbox.Group
          className="live-members"
          options={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
