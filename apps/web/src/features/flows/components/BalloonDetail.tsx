import type { FlowLine } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { lineText } from '../model/lineText.ts';

interface Props {
  line: FlowLine;
  departmentName: (departmentId: string) => string;
}

// One balloon read-only: what it says, what it accepts and where it goes next.
export function BalloonDetail({ line, departmentName }: Props) {
  const { t } = useTranslation('flows');
  const target = (jump: number | undefined) =>
    jump === undefined ? t('viewer.detail.next') : t('viewer.detail.toLine', { line: jump });
  const text = lineText(line);
  return (
    <article aria-label={t('balloon.label', { line: line.line })} className="flows-balloon">
      <h3>{t('balloon.heading', { line: line.line, type: t(`types.${line.type}`) })}</h3>
      <dl className="flows-detail">
        {text && (
          <>
            <dt>{t('viewer.detail.text')}</dt>
            <dd>{text}</dd>
          </>
        )}
        {line.type === 'question' && (
          <>
            <dt>{t('viewer.detail.validation')}</dt>
            <dd>{t(`validations.${line.validation}`)}</dd>
          </>
        )}
        {line.type === 'buttons' && (
          <>
            <dt>{t('viewer.detail.buttons')}</dt>
            <dd>
              {line.buttons
                .map((button) => (button.jump ? `${button.value} → ${target(button.jump)}` : button.value))
                .join(' · ')}
            </dd>
          </>
        )}
        {line.type === 'dataCollection' && (
          <>
            <dt>{t('viewer.detail.fields')}</dt>
            <dd>{line.fields.map((field) => t(`collectionFields.${field}`)).join(', ')}</dd>
          </>
        )}
        {line.type === 'handoff' && (
          <>
            <dt>{t('viewer.detail.department')}</dt>
            <dd>{departmentName(line.departmentId)}</dd>
          </>
        )}
        {line.errorJump !== undefined && (
          <>
            <dt>{t('viewer.detail.errorJump')}</dt>
            <dd>{target(line.errorJump)}</dd>
          </>
        )}
        {line.type !== 'end' && line.type !== 'handoff' && (
          <>
            <dt>{t('viewer.detail.jump')}</dt>
            <dd>{target(line.jump)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
