import type { ErrorCode, FlowButton, FlowDocument, FlowLine } from '@prosa/contracts';
import { foldText } from '../text/foldText.ts';

// One reason a flow cannot be saved, pointing at its line (null: the flow as a whole). `params`
// fill the catalogue text (`line`, `target`).
export interface FlowSaveError {
  code: ErrorCode;
  line: number | null;
  params: Record<string, number>;
  // Where in the document, for errors of shape found by the schema.
  path?: string;
}

export interface FlowSaveOptions {
  // Departments that keep a journey: a hand-off to one needs an error jump for when it is outside
  // its hours (spec §5 "undefined error jump in a journey").
  hasJourney?: (departmentId: string) => boolean;
}

// Every save error of the spec (§5, §8), all at once, each with its line, in line order.
export function validateFlow(document: FlowDocument, options: FlowSaveOptions = {}): FlowSaveError[] {
  const errors: FlowSaveError[] = [];
  const report = (code: ErrorCode, line: number | null, params: Record<string, number> = {}) => {
    const isRepeated = errors.some(
      (error) => error.code === code && error.line === line && error.params.target === params.target,
    );
    if (!isRepeated) errors.push({ code, line, params: line === null ? params : { line, ...params } });
  };
  if (!document.description.trim()) report('flows.descriptionRequired', null);
  if (document.lines.length === 0) report('flows.linesRequired', null);

  const numbers = new Set<number>();
  for (const line of document.lines) {
    if (numbers.has(line.line)) report('flows.lineNumberDuplicate', line.line);
    numbers.add(line.line);
  }
  for (const line of document.lines) {
    for (const target of jumpsOf(line)) {
      if (target === line.line) report('flows.jumpToOwnLine', line.line);
      else if (!numbers.has(target)) report('flows.jumpTargetMissing', line.line, { target });
    }
    for (const [code, isBroken] of lineChecks(line, options)) if (isBroken) report(code, line.line);
  }
  return errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

function lineChecks(line: FlowLine, options: FlowSaveOptions): [ErrorCode, boolean][] {
  switch (line.type) {
    case 'buttons':
      return [
        ['flows.buttonsRequired', line.buttons.length === 0],
        ['flows.buttonValueEmpty', line.buttons.some((button) => !button.value.trim())],
        ['flows.buttonNamesDuplicate', hasDuplicateNames(line.buttons)],
      ];
    case 'faq':
      return [
        ['flows.faqKnowledgeBaseRequired', !line.faq.knowledgeBaseId.trim()],
        ['flows.faqButtonValueEmpty', line.buttons.some((button) => !button.value.trim())],
        ['flows.buttonNamesDuplicate', hasDuplicateNames(line.buttons)],
      ];
    case 'handoff':
      return [
        ['flows.handoffDepartmentRequired', !line.departmentId.trim()],
        [
          'flows.errorJumpUndefined',
          Boolean(line.departmentId.trim()) &&
            line.errorJump === undefined &&
            (options.hasJourney?.(line.departmentId) ?? false),
        ],
      ];
    case 'condition':
      return [['flows.conditionRulesRequired', line.rules.length === 0]];
    case 'slider': {
      const { min, max, initial } = line.slider;
      return [['flows.sliderInvalid', !(min < max && initial >= min && initial <= max)]];
    }
    case 'code':
      return [['flows.codeRequired', !Object.values(line.externalCode).some((code) => code?.trim())]];
    default:
      return [];
  }
}

// Two buttons with the same name (compared without accents or case), or the same key.
function hasDuplicateNames(buttons: readonly FlowButton[]) {
  const names = buttons.map((button) => foldText(button.value)).filter(Boolean);
  const keys = buttons.map((button) => button.key);
  return new Set(names).size < names.length || new Set(keys).size < keys.length;
}

// Every line number a line may lead to.
export function jumpsOf(line: FlowLine): number[] {
  const targets = [line.jump, line.errorJump, line.noResponse?.jump];
  if (line.type === 'buttons' || line.type === 'faq')
    targets.push(...line.buttons.map((button) => button.jump));
  if (line.type === 'faq') targets.push(line.faq.notFoundJump);
  if (line.type === 'condition') targets.push(...line.rules.map((rule) => rule.jump));
  return targets.filter((target): target is number => target !== undefined);
}
