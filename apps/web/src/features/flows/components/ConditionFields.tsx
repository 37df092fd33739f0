import { conditionOperators, type FlowLine, type FlowLineOf } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { unchosenJump } from '../model/newLine.ts';
import { JumpSelect } from './JumpSelect.tsx';

interface Props {
  line: FlowLineOf<'condition'>;
  lines: readonly FlowLine[];
  onChange: (line: FlowLineOf<'condition'>) => void;
}

type Rule = FlowLineOf<'condition'>['rules'][number];

// A condition on the collected data: rules tried in order, each with the line it jumps to.
export function ConditionFields({ line, lines, onChange }: Props) {
  const { t } = useTranslation('flows');
  const setRule = (index: number, rule: Rule) =>
    onChange({ ...line, rules: line.rules.map((item, at) => (at === index ? rule : item)) });
  return (
    <fieldset className="p-fieldset">
      <legend>{t('pro.rules')}</legend>
      {line.rules.map((rule, index) => {
        const number = { index: index + 1 };
        return (
          // Rules have no id of their own; their order is what decides.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flows-rule-row">
            <input
              className="p-input"
              aria-label={t('pro.ruleField', number)}
              value={rule.field}
              onChange={(event) => setRule(index, { ...rule, field: event.target.value })}
            />
            <select
              className="p-input"
              aria-label={t('pro.ruleOperator', number)}
              value={rule.operator}
              onChange={(event) =>
                setRule(index, { ...rule, operator: event.target.value as Rule['operator'] })
              }
            >
              {conditionOperators.map((operator) => (
                <option key={operator} value={operator}>
                  {t(`pro.operators.${operator}`)}
                </option>
              ))}
            </select>
            <input
              className="p-input"
              aria-label={t('pro.ruleValue', number)}
              value={rule.value}
              onChange={(event) => setRule(index, { ...rule, value: event.target.value })}
            />
            <JumpSelect
              label={t('pro.ruleJump', number)}
              value={rule.jump}
              lines={lines}
              from={line.line}
              onChange={(jump) => setRule(index, { ...rule, jump: jump ?? unchosenJump })}
            />
            <button
              type="button"
              className="p-button p-button-small"
              aria-label={t('pro.removeRule', number)}
              onClick={() => onChange({ ...line, rules: line.rules.filter((_, at) => at !== index) })}
            >
              ×
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="p-button"
        onClick={() =>
          onChange({
            ...line,
            rules: [...line.rules, { field: '', operator: 'equals', value: '', jump: unchosenJump }],
          })
        }
      >
        {t('pro.addRule')}
      </button>
    </fieldset>
  );
}
