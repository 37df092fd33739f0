import { type ConversationFull, levels } from '@prosa/contracts';
import { Button, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { formatMoney } from '../../shared/format/formatMoney.ts';
import { useMe } from '../../shared/session/useMe.ts';
import { ChannelBadge } from '../../shared/ui/ChannelBadge.tsx';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useConversation, useDeleteConversation, useForwardConversation } from './api/conversationsApi.ts';
import { ConversationComments } from './components/ConversationComments.tsx';
import { ConversationSteps } from './components/ConversationSteps.tsx';
import { SendToIntegration } from './components/SendToIntegration.tsx';
import { conversationPathOf } from './conversationPaths.ts';
import './components/conversations.css';
import { AttachmentView } from '../../shared/ui/AttachmentView.tsx';
import { CollectedDataList } from '../../shared/ui/CollectedDataList.tsx';

// /conversations/{id}: the whole transcript, the collected data (the turns' identifiers and
// answers), the live-chat data with its transshipment history, the internal comments, tags, rating,
// value and the contact with its other conversations.
// Everything the customer wrote is shown as text, never as markup.
export default function ConversationPage() {
  const { t } = useTranslation('conversations');
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  return (
    <Panel
      title={
        conversation.data
          ? t('detail.title', { protocol: conversation.data.protocol })
          : t('detail.loadingTitle')
      }
    >
      <p>
        <Link to="/conversations">{t('detail.back')}</Link>
      </p>
      {conversation.error ? (
        <ErrorAlert error={conversation.error} />
      ) : conversation.data ? (
        <ConversationDetails conversation={conversation.data} />
      ) : (
        <p>{t('loading')}</p>
      )}
    </Panel>
  );
}

function ConversationDetails({ conversation: c }: { conversation: ConversationFull }) {
  const { t, i18n } = useTranslation('conversations');
  const me = useMe().data;
  const canDelete = me !== undefined && me.level <= levels.administrator;
  const canComment = me !== undefined && me.level <= levels.attendant;
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <>
      <ConversationActions conversation={c} canDelete={canDelete} />
      <dl className="conversations-detail">
        <dt>{t('columns.contact')}</dt>
        <dd>{c.customerName || t('list.unnamed')}</dd>
        <dt>{t('columns.channel')}</dt>
        <dd>
          <ChannelBadge channel={c.channel} withName />
        </dd>
        <dt>{t('columns.chatbot')}</dt>
        <dd>{c.botName}</dd>
        <dt>{t('columns.status')}</dt>
        <dd>{c.finished ? t('finished.finished') : t(`statuses.${c.status}`, { defaultValue: c.status })}</dd>
        <dt>{t('columns.startedAt')}</dt>
        <dd>{when(c.startedAt)}</dd>
        <dt>{t('columns.lastMessageAt')}</dt>
        <dd>{when(c.lastMessageAt)}</dd>
        <dt>{t('detail.department')}</dt>
        <dd>{c.departmentName ?? '—'}</dd>
        <dt>{t('detail.attendants')}</dt>
        <dd>{c.attendants.map((a) => a.name).join(', ') || '—'}</dd>
        <dt>{t('detail.queuedAt')}</dt>
        <dd>{when(c.live.queuedAt)}</dd>
        <dt>{t('detail.respondedAt')}</dt>
        <dd>{when(c.live.respondedAt)}</dd>
        <dt>{t('detail.finishedAt')}</dt>
        <dd>{when(c.live.finishedAt)}</dd>
        <dt>{t('list.tags')}</dt>
        <dd>{c.tags.length ? c.tags.map((tag) => <Tag key={tag.id}>{tag.title}</Tag>) : '—'}</dd>
        <dt>{t('detail.rating')}</dt>
        <dd>{c.satisfaction ?? '—'}</dd>
        <dt>{t('detail.nps')}</dt>
        <dd>{c.nps ?? '—'}</dd>
        <dt>{t('detail.value')}</dt>
        <dd>
          {c.valueCents === null ? '—' : formatMoney(c.valueCents / 100, i18n.language, c.currency ?? 'BRL')}
        </dd>
        <dt>{t('detail.origin')}</dt>
        <dd>{t(`origins.${c.origin}`, { defaultValue: c.origin })}</dd>
      </dl>
      <h3>{t('steps.title')}</h3>
      <ConversationSteps steps={c.steps} />
      <h3>{t('comments.title')}</h3>
      <ConversationComments conversationId={c.id} comments={c.comments} canComment={canComment} />
      <h3>{t('detail.transcript')}</h3>
      <ol className="conversations-transcript" aria-label={t('detail.transcript')}>
        {c.messages.map((m) => (
          <li key={m._id}>
            <strong>{m.authorName || t(`senders.${m.sender}`)}</strong> · <small>{when(m.createdAt)}</small>
            <br />
            {m.text}
            {m.attachment && <AttachmentView attachment={m.attachment} />}
          </li>
        ))}
      </ol>
      <h3>{t('detail.collected')}</h3>
      <CollectedDataList
        collected={c.collected}
        empty={t('detail.noCollected')}
        className="conversations-detail"
      />
      {c.contact && (
        <>
          <h3>{t('detail.otherConversations', { name: c.contact.name })}</h3>
          {c.contact.conversations.length === 0 ? (
            <p>{t('detail.noOthers')}</p>
          ) : (
            <ul>
              {c.contact.conversations.map((other) => (
                <li key={other.id}>
                  <Link to={conversationPathOf(other.id)}>{other.protocol}</Link> · {when(other.startedAt)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function ConversationActions({
  conversation,
  canDelete,
}: {
  conversation: ConversationFull;
  canDelete: boolean;
}) {
  const { t } = useTranslation('conversations');
  const navigate = useNavigate();
  const [isForwarding, setForwarding] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [email, setEmail] = useState('');
  const forward = useForwardConversation(conversation.id);
  const remove = useDeleteConversation();
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => setForwarding(true)}>{t('forward.button')}</Button>
        <SendToIntegration conversationId={conversation.id} />
        {canDelete && (
          <Button danger onClick={() => setDeleting(true)}>
            {t('delete.button')}
          </Button>
        )}
      </Space>
      {forward.isSuccess && <p role="status">{t('forward.sent', { email: forward.variables })}</p>}
      <Modal
        open={isForwarding}
        title={t('forward.title')}
        okText={t('forward.send')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: forward.isPending }}
        onOk={() =>
          forward.mutate(email, {
            onSuccess: () => {
              setForwarding(false);
              setEmail('');
            },
          })
        }
        onCancel={() => setForwarding(false)}
        destroyOnHidden
      >
        <label htmlFor="conversation-forward-email">{t('forward.email')}</label>
        <Input
          id="conversation-forward-email"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            forward.reset();
          }}
        />
        <ErrorAlert error={forward.error} />
      </Modal>
      <Modal
        open={isDeleting}
        title={t('delete.title')}
        okText={t('delete.confirm')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('cancel')}
        onOk={() =>
          remove.mutate(conversation.id, { onSuccess: () => navigate('/conversations', { replace: true }) })
        }
        onCancel={() => setDeleting(false)}
      >
        <p>{t('delete.warning', { protocol: conversation.protocol })}</p>
        <ErrorAlert error={remove.error} />
      </Modal>
    </>
  );
}
