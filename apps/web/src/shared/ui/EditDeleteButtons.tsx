import { Button, Popconfirm, Space } from 'antd';

export interface EditDeleteTexts {
  edit: string;
  editLabel: string;
  delete: string;
  deleteLabel: string;
  deleteQuestion: string;
  deleteConfirm: string;
  cancel: string;
}

interface Props {
  texts: EditDeleteTexts;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

// A table row's edit and delete buttons; deleting asks first. The labels name the row, so each
// button is distinct for screen readers (and for the browser tests).
export function EditDeleteButtons({ texts, onEdit, onDelete }: Props) {
  return (
    <Space>
      <Button size="small" aria-label={texts.editLabel} onClick={onEdit}>
        {texts.edit}
      </Button>
      <Popconfirm
        title={texts.deleteQuestion}
        okText={texts.deleteConfirm}
        cancelText={texts.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button danger size="small" aria-label={texts.deleteLabel}>
          {texts.delete}
        </Button>
      </Popconfirm>
    </Space>
  );
}
