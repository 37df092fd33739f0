import { listLimits } from '@prosa/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../session/useMe.ts';
import { FormModal } from '../ui/FormModal.tsx';
import { Notice } from '../ui/Notice.tsx';
import { type ListOrigin, useCreateListFrom } from './useCreateListFrom.ts';

// "Create list" on the CRM list and on /conversations: a recipient list of the contacts the
// current search finds (campaigns §3), named in a dialog. Only for those who manage lists
// (`broadcast.send`); the server checks it, and the search's own rules, again.
export function CreateListButton({ origin }: { origin: ListOrigin }) {
  const { t } = useTranslation('lists');
  const me = useMe().data;
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const create = useCreateListFrom(origin);
  if (me?.permissions.includes('broadcast.send') !== true) return null;
  const created = create.data?.list;
  return (
    <>
      <Button
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        {t('create.button')}
      </Button>
      {created && !isOpen && (
        <Notice type="success" title={t('create.done', { title: created.title, count: created.amount })}>
          <Link to="/settings/lists">{t('create.open')}</Link>
        </Notice>
      )}
      {isOpen && (
        <FormModal
          title={t(origin.kind === 'contacts' ? 'create.fromContacts' : 'create.fromConversations')}
          okText={t('create.save')}
          cancelText={t('create.cancel')}
          form={form}
          name="createList"
          initialValues={{ title: '' }}
          save={create}
          onFinish={({ title }) => create.mutate(title.trim(), { onSuccess: () => setOpen(false) })}
          onClose={() => setOpen(false)}
        >
          <Form.Item
            name="title"
            label={t('create.title')}
            rules={[
              { required: true, whitespace: true, message: t('errors:lists.titleRequired') },
              { max: listLimits.title, message: t('errors:lists.titleTooLong') },
            ]}
          >
            <Input autoComplete="off" maxLength={listLimits.title} />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
