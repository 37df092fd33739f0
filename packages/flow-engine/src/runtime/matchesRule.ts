import type { FlowLineOf } from '@prosa/contracts';
import { parseNumber } from '@prosa/domain';
import { foldText } from '../text/foldText.ts';

type Rule = FlowLineOf<'condition'>['rules'][number];

// A condition on collected data. Text operators ignore accents and case; greater/less compare
// numbers (typed either way, 1.234,5 or 1,234.5) and are false when either side is not one.
export function matchesRule(rule: Rule, collected: Readonly<Record<string, string>>): boolean {
  const raw = Object.hasOwn(collected, rule.field) ? (collected[rule.field] ?? '') : '';
  const value = foldText(raw);
  const expected = foldText(rule.value);
  switch (rule.operator) {
    case 'exists':
      return value !== '';
    case 'notExists':
      return value === '';
    case 'equals':
      return value === expected;
    case 'notEquals':
      return value !== expected;
    case 'contains':
      return value.includes(expected);
    case 'notContains':
      return !value.includes(expected);
    case 'startsWith':
      return value.startsWith(expected);
    case 'greaterThan':
    case 'lessThan': {
      const left = parseNumber(raw);
      const right = parseNumber(rule.value);
      if (left === null || right === null) return false;
      return rule.operator === 'greaterThan' ? Number(left) > Number(right) : Number(left) < Number(right);
    }
  }
}
