import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert.tsx';

// The part of a save mutation the dialog reads (TanStack Query's useMutation result fits).
interface SaveState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface Props<Values> {
  title: string;
  okText: string;
  cancelText: string;
  form: FormInstance<Values>;
  name: string;
  initialValues: Partial<Values>;
  save: SaveState;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}

// A create/edit dialog around one form. The server's refusals show inside it and clear on the next
// change, and it stays open on error so nothing typed is lost.
export function FormModal<Values>(props: Props<Values>) {
  const { form, save } = props;
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={props.name}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={props.onFinish}
        onValuesChange={() => save.isError && save.reset()}
      >
        {props.children}
        <ErrorAlert error={save.error} />
      </Form>
    </Modal>
  );
}
