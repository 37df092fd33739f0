import { type ConversationComment, conversationCommentMaxLength } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useAddConversationComment } from '../api/conversationsApi.ts';

// The conversation's internal comments (never shown to the customer), oldest first, as plain text;
// attendants and above add one below them.
export function ConversationComments({
  conversationId,
  comments,
  canComment,
}: {
  conversationId: string;
  comments: ConversationComment[];
  canComment: boolean;
}) {
  const { t, i18n } = useTranslation('conversations');
  const [text, setText] = useState('');
  const add = useAddConversationComment(conversationId);
  return (
    <>
      {comments.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <ol className="conversations-transcript" aria-label={t('comments.title')}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <strong>{comment.authorName}</strong> ·{' '}
              <small>{formatDateTime(comment.createdAt, i18n.language)}</small>
              <br />
              {comment.text}
            </li>
          ))}
        </ol>
      )}
      {canComment && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(text, { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor="conversation-comment">{t('comments.new')}</label>
          <Input.TextArea
            id="conversation-comment"
            rows={2}
            maxLength={conversationCommentMaxLength}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              add.reset();
            }}
          />
          <ErrorAlert error={add.error} />
          <Button htmlType="submit" loading={add.isPending} style={{ marginTop: 8 }}>
            {t('comments.add')}
          </Button>
        </form>
      )}
    </>
  );
}
