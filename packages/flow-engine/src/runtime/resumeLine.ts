import type { FlowLine } from '@prosa/contracts';
import { invalidText } from './chatbotTexts.ts';
import type { FlowRun, Next } from './FlowRun.ts';
import { readJsonPath } from './httpRequest.ts';
import { fillContent, textMessage } from './lineMessages.ts';
import type { EffectResult } from './types.ts';

// The server performed the effect the line waits on (or its timer fired): go on from there.
export function resumeLine(run: FlowRun, line: FlowLine, result: EffectResult): Next {
  switch (result.kind) {
    case 'handoff':
      if (result.isAccepted) {
        run.handOff();
        return null;
      }
      if (line.errorJump !== undefined) return { line: line.errorJump, isJump: true };
      run.finish(line.line);
      return null;
    case 'http': {
      const isOk = result.isOk && (result.status === undefined || result.status < 400);
      if (!isOk || line.type !== 'http') return onError(line, () => run.following(line));
      for (const { path, field } of line.http.responseMapping) {
        const value = readJsonPath(result.body, path);
        if (value !== null) run.collect(line, field, value);
      }
      return run.following(line);
    }
    case 'externalCode':
      if (!result.isOk) return onError(line, () => run.following(line));
      for (const [field, value] of Object.entries(result.variables ?? {}))
        run.collect(line, field, String(value));
      return run.following(line);
    case 'faq':
      if (line.type !== 'faq') return run.following(line);
      if (result.isAnswered) {
        for (const answer of result.answers ?? []) run.say(line, fillContent(answer, run.collected));
        if (line.jump !== undefined) return { line: line.jump, isJump: true };
      } else if (line.faq.notFoundJump !== undefined) {
        return { line: line.faq.notFoundJump, isJump: true };
      } else {
        run.say(line, textMessage(invalidText(run.language, 'faq')));
      }
      // The FAQ stays open for the next question.
      run.wait(line, 'input');
      return null;
    case 'timer': {
      const noResponse = line.noResponse;
      if (!noResponse) {
        run.wait(line, 'input');
        return null;
      }
      if (noResponse.text?.trim()) run.say(line, textMessage(noResponse.text, run.collected));
      if (noResponse.jump !== undefined) return { line: noResponse.jump, isJump: true };
      run.finish(line.line);
      return null;
    }
  }
}

function onError(line: FlowLine, otherwise: () => Next): Next {
  return line.errorJump === undefined ? otherwise() : { line: line.errorJump, isJump: true };
}
