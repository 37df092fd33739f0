import type { CollectionField, FlowLine, Language } from '@prosa/contracts';
import {
  automaticBlockLimits,
  type BlockReason,
  findBlockReason,
  keepRecent,
  limitedStateLimits,
} from './automaticBlock.ts';
import { enterLine } from './enterLine.ts';
import type { FlowIndex } from './indexFlow.ts';
import type {
  Awaiting,
  Effect,
  FlowCursor,
  OutboundMessage,
  Output,
  StepContext,
  StepResult,
} from './types.ts';

// Where to go after a line: a line number (null: past the last line) and whether an explicit jump
// leads there (jumps count towards the automatic block). `null` itself: stop, the flow waits.
export type Next = { line: number | null; isJump: boolean } | null;

// However the author wired the jumps, one call runs at most this many lines.
const maxLinesPerCall = 1000;

// One call's work: a private copy of the cursor that the line handlers move, the outputs and
// effects they produce. Nothing outside this object is touched, so `step` and `resume` stay pure.
export class FlowRun {
  readonly outputs: Output[] = [];
  readonly effects: Effect[] = [];
  readonly cursor: FlowCursor;
  readonly collected: Record<string, string>;
  readonly language: Language;
  private elapsedMs = 0;

  constructor(
    readonly index: FlowIndex,
    cursor: FlowCursor,
    readonly context: StepContext,
  ) {
    this.cursor = {
      ...cursor,
      visits: { ...cursor.visits },
      jumps: { ...cursor.jumps },
      inboundTimes: [...cursor.inboundTimes],
      answeredTimes: [...cursor.answeredTimes],
    };
    this.collected = { ...context.collected };
    this.language = context.language ?? 'pt-BR';
  }

  result(): StepResult {
    return {
      outputs: this.outputs,
      effects: this.effects,
      nextCursor: this.cursor,
      collected: this.collected,
    };
  }

  // Runs lines from `next` until one waits, the flow ends or the block trips.
  run(next: Next) {
    let count = 0;
    let target = next;
    while (target) {
      if (target.line === null) return this.finish(null);
      if (target.isJump && !this.countJump(target.line)) return;
      const line = this.index.byNumber.get(target.line);
      if (!line) return this.finish(null);
      if (!this.revisit(line)) return;
      if (++count > maxLinesPerCall) return this.block('repeatedJumps');
      target = enterLine(this, line);
    }
  }

  following(line: FlowLine): Next {
    if (line.jump !== undefined) return { line: line.jump, isJump: true };
    return { line: this.index.nextOf.get(line.line) ?? null, isJump: false };
  }

  say(line: FlowLine, message: OutboundMessage, delayMs = line.appearanceMs) {
    this.elapsedMs += delayMs;
    this.outputs.push({ line: line.line, delayMs, message });
  }

  effect(effect: Effect) {
    this.effects.push(effect);
  }

  collect(line: FlowLine, field: string, value: string) {
    this.collected[field] = value;
    this.effect({ kind: 'collect', line: line.line, field, value, isSecure: line.isSecure });
  }

  wait(line: FlowLine, awaiting: Awaiting, collecting: CollectionField | null = null) {
    Object.assign(this.cursor, { status: 'bot', line: line.line, awaiting, collecting });
    if (awaiting === 'input' && line.noResponse) {
      const dueAt = this.context.now + this.elapsedMs + line.noResponse.afterMinutes * 60_000;
      this.effect({ kind: 'timer', line: line.line, timer: 'noResponse', dueAt, turn: this.cursor.turn });
    }
  }

  finish(line: number | null) {
    Object.assign(this.cursor, { status: 'ended', line: null, awaiting: null, collecting: null });
    this.effect({ kind: 'end', line });
  }

  handOff() {
    Object.assign(this.cursor, { status: 'live', line: null, awaiting: null, collecting: null });
  }

  // A block silences the call: whatever it was about to say is the flood being stopped.
  block(reason: BlockReason) {
    this.outputs.length = 0;
    Object.assign(this.cursor, { status: 'blocked', awaiting: null, collecting: null, blockReason: reason });
    this.effect({ kind: 'block', reason });
  }

  // Counts one more entry into a line; false when that trips the block.
  revisit(line: FlowLine): boolean {
    const visits = (this.cursor.visits[line.line] ?? 0) + 1;
    this.cursor.visits[line.line] = visits;
    const reason = findBlockReason({ returnsToPoint: visits - 1 });
    if (reason) this.block(reason);
    return !reason;
  }

  private countJump(target: number): boolean {
    const jumps = (this.cursor.jumps[target] ?? 0) + 1;
    this.cursor.jumps[target] = jumps;
    const reason = findBlockReason({ jumpsToPoint: jumps });
    if (reason) this.block(reason);
    return !reason;
  }

  countInbound(): boolean {
    const { now } = this.context;
    const { messages, windowMs } = automaticBlockLimits;
    this.cursor.inboundTimes = keepRecent([...this.cursor.inboundTimes, now], now, windowMs, messages + 1);
    const reason = findBlockReason({ messagesInWindow: this.cursor.inboundTimes.length });
    if (reason) this.block(reason);
    return !reason;
  }

  // The limited state: false (and a `limited` effect) when this hour's answers are used up.
  hasAnswersLeft(): boolean {
    const { now, isLimited } = this.context;
    const { answers, windowMs } = limitedStateLimits;
    this.cursor.answeredTimes = keepRecent(this.cursor.answeredTimes, now, windowMs, answers);
    const oldest = this.cursor.answeredTimes[0];
    if (!isLimited || this.cursor.answeredTimes.length < answers || oldest === undefined) return true;
    this.effect({ kind: 'limited', until: oldest + windowMs });
    return false;
  }

  noteAnswered() {
    const { now } = this.context;
    const { answers, windowMs } = limitedStateLimits;
    if (this.outputs.length > 0)
      this.cursor.answeredTimes = keepRecent([...this.cursor.answeredTimes, now], now, windowMs, answers);
  }

  // A new session: the counters of the block start over, the message times do not.
  restart(versionId: string) {
    Object.assign(this.cursor, {
      versionId,
      status: 'bot',
      line: null,
      awaiting: null,
      collecting: null,
      visits: {},
      jumps: {},
      blockReason: null,
    });
  }
}
