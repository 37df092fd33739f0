import { collectionFields, type FlowLineOf } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { TextArea } from './TextArea.tsx';

interface Props {
  line: FlowLineOf<'dataCollection'>;
  onChange: (line: FlowLineOf<'dataCollection'>) => void;
}

// Data collection: which of name, e-mail and phone to ask (only those not known yet are asked).
export function DataCollectionFields({ line, onChange }: Props) {
  const { t } = useTranslation('flows');
  return (
    <>
      <fieldset className="p-fieldset">
        <legend>{t('balloon.fields')}</legend>
        {collectionFields.map((field) => (
          <label key={field} className="flows-check">
            <input
              type="checkbox"
              checked={line.fields.includes(field)}
              onChange={(event) =>
                onChange({
                  ...line,
                  // Kept in the catalogue's order, whatever order they were ticked in.
                  fields: collectionFields.filter((item) =>
                    item === field ? event.target.checked : line.fields.includes(item),
                  ),
                })
              }
            />
            {t(`collectionFields.${field}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('balloon.initialMessage')}
        value={line.initialMessage}
        onChange={(initialMessage) => onChange({ ...line, initialMessage })}
      />
      <TextArea
        label={t('balloon.continuationMessage')}
        value={line.continuationMessage}
        onChange={(continuationMessage) => onChange({ ...line, continuationMessage })}
      />
    </>
  );
}
