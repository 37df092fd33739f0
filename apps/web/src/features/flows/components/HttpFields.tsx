import { type FlowLineOf, httpMethods, httpTimeoutMs } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './NumberInput.tsx';
import { PairsInput } from './PairsInput.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLineOf<'http'>;
  onChange: (line: FlowLineOf<'http'>) => void;
}

type Http = FlowLineOf<'http'>['http'];

// An HTTP integration: the request (variables allowed in the URL and body) and which parts of the
// JSON answer are kept in which fields.
export function HttpFields({ line, onChange }: Props) {
  const { t } = useTranslation('flows');
  const methodId = useId();
  const formatId = useId();
  const http = line.http;
  const set = (changes: Partial<Http>) => onChange({ ...line, http: { ...http, ...changes } });
  return (
    <>
      <div className="p-field">
        <label htmlFor={methodId}>{t('pro.method')}</label>
        <select
          id={methodId}
          className="p-input"
          value={http.method}
          onChange={(event) => set({ method: event.target.value as Http['method'] })}
        >
          {httpMethods.map((method) => (
            <option key={method}>{method}</option>
          ))}
        </select>
      </div>
      <TextInput label={t('pro.url')} value={http.url} onChange={(url) => set({ url })} />
      <PairsInput
        label={t('pro.headers')}
        hint={t('pro.headersHint')}
        separator=":"
        pairs={http.headers.map((header) => [header.name, header.value] as const)}
        onChange={(pairs) => set({ headers: pairs.map(([name, value]) => ({ name, value })) })}
      />
      <TextArea label={t('pro.body')} rows={4} value={http.body} onChange={(body) => set({ body })} />
      <div className="p-field">
        <label htmlFor={formatId}>{t('pro.bodyFormat')}</label>
        <select
          id={formatId}
          className="p-input"
          value={http.bodyFormat}
          onChange={(event) => set({ bodyFormat: event.target.value as Http['bodyFormat'] })}
        >
          <option value="json">JSON</option>
          <option value="text">{t('pro.bodyText')}</option>
        </select>
      </div>
      <NumberInput
        label={t('pro.timeout')}
        value={http.timeoutMs}
        min={httpTimeoutMs.min}
        max={httpTimeoutMs.max}
        step={1000}
        onChange={(timeoutMs) => set({ timeoutMs })}
      />
      <PairsInput
        label={t('pro.mapping')}
        hint={t('pro.mappingHint')}
        separator="="
        pairs={http.responseMapping.map((mapping) => [mapping.path, mapping.field] as const)}
        onChange={(pairs) => set({ responseMapping: pairs.map(([path, field]) => ({ path, field })) })}
      />
    </>
  );
}
