import type { FlowLine, FlowLineOf } from '@prosa/contracts';
import { chatbotTexts } from './chatbotTexts.ts';
import type { FlowRun, Next } from './FlowRun.ts';
import { buildHttpRequest } from './httpRequest.ts';
import { buttonsMessage, fillContent, sliderMessage, textMessage } from './lineMessages.ts';
import { matchesRule } from './matchesRule.ts';

// What a line does when the flow reaches it: say something and move on, or wait for the customer
// or for an effect's result.
export function enterLine(run: FlowRun, line: FlowLine): Next {
  if (line.tags.length > 0) run.effect({ kind: 'tag', line: line.line, tagIds: line.tags });
  if (line.integrations.length > 0)
    run.effect({
      kind: 'integration',
      line: line.line,
      integrationIds: line.integrations,
      ticketTitles: line.ticketTitles,
    });
  const { collected } = run;
  switch (line.type) {
    case 'message':
      run.say(line, fillContent(line.content, collected));
      return run.following(line);
    case 'question':
      run.say(line, textMessage(line.text, collected));
      run.wait(line, 'input');
      return null;
    case 'buttons':
      run.say(line, buttonsMessage(line.text, line.buttons, line.buttonLimit, collected));
      run.wait(line, 'input');
      return null;
    case 'slider':
      run.say(line, sliderMessage(line, collected));
      run.wait(line, 'input');
      return null;
    case 'jump':
      return { line: line.jump, isJump: true };
    case 'condition': {
      const rule = line.rules.find((candidate) => matchesRule(candidate, collected));
      return rule ? { line: rule.jump, isJump: true } : run.following(line);
    }
    case 'dataCollection':
      if (missingField(run, line) && line.initialMessage.trim())
        run.say(line, textMessage(line.initialMessage, collected));
      return askNextField(run, line);
    case 'faq':
      if (line.buttons.length > 0)
        run.say(line, buttonsMessage(line.text, line.buttons, line.faq.buttonLimit, collected));
      else if (line.text.trim()) run.say(line, textMessage(line.text, collected));
      run.wait(line, 'input');
      return null;
    case 'handoff':
      if (line.text.trim()) run.say(line, textMessage(line.text, collected));
      run.effect({ kind: 'handoff', line: line.line, departmentId: line.departmentId });
      run.wait(line, 'handoff');
      return null;
    case 'http':
      run.effect({ kind: 'http', line: line.line, request: buildHttpRequest(line, collected) });
      run.wait(line, 'http');
      return null;
    case 'code': {
      const { channel } = run.context;
      const code = line.externalCode[channel];
      if (!code?.trim()) return run.following(line);
      run.effect({ kind: 'externalCode', line: line.line, channel, code });
      run.wait(line, 'externalCode');
      return null;
    }
    case 'end':
      if (line.text.trim()) run.say(line, textMessage(line.text, collected));
      run.finish(line.line);
      return null;
  }
}

const missingField = (run: FlowRun, line: FlowLineOf<'dataCollection'>) =>
  line.fields.find((field) => !run.collected[field]?.trim());

// Asks the first enabled field not collected yet; when none is left, counts the lead (only with an
// e-mail or a phone, spec §3) and goes on.
export function askNextField(run: FlowRun, line: FlowLineOf<'dataCollection'>): Next {
  const field = missingField(run, line);
  if (field) {
    run.say(line, textMessage(chatbotTexts[run.language].ask[field]));
    run.wait(line, 'input', field);
    return null;
  }
  const { name, email, phone } = run.collected;
  if (email || phone)
    run.effect({
      kind: 'lead',
      line: line.line,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(line.leadEmail ? { notifyEmail: line.leadEmail } : {}),
    });
  if (line.continuationMessage.trim()) run.say(line, textMessage(line.continuationMessage, run.collected));
  return run.following(line);
}
