import type {
  CollectionField,
  FlowChannel,
  FlowDocument,
  Language,
  LearningTimeDays,
  MessageContent,
} from '@prosa/contracts';
import type { BlockReason } from './automaticBlock.ts';

// What the runtime runs: a published (immutable) version, or the draft in the editor's test chat.
export interface FlowVersion {
  readonly id: string;
  readonly document: FlowDocument;
}

// `bot`: the flow is talking; `live`: handed off to a department; `ended`: the flow finished (the
// next message starts it again); `blocked`: the automatic block tripped (until someone unblocks).
export type CursorStatus = 'bot' | 'live' | 'ended' | 'blocked';
export type Awaiting = 'input' | 'handoff' | 'http' | 'externalCode' | 'faq';

// The per-conversation state the server stores (JSON) and hands back on the next message.
export interface FlowCursor {
  versionId: string;
  status: CursorStatus;
  // The line waiting for an answer or an effect's result.
  line: number | null;
  awaiting: Awaiting | null;
  // Data collection: the field being asked.
  collecting: CollectionField | null;
  // Bumped on every accepted call, so a timer set in an earlier turn is recognised as stale.
  turn: number;
  // Per line number: times entered and times reached by a jump in this session.
  visits: Record<string, number>;
  jumps: Record<string, number>;
  // Inbound message times in the block window, and answered times in the limited-state hour.
  inboundTimes: number[];
  answeredTimes: number[];
  blockReason: BlockReason | null;
}

export interface Inbound {
  text?: string;
  // A button's key, when the channel sends the tapped button back.
  buttonKey?: string;
  // Where a new run starts instead of the first line (a broadcast's flow index, for a reply that
  // opens a conversation). Ignored while the flow waits on a line; a line the version lacks
  // starts at the first.
  startLine?: number;
}

export interface StepContext {
  now: number;
  collected: Readonly<Record<string, string>>;
  channel: FlowChannel;
  language?: Language;
  // The account's monthly franchise is exceeded: at most 10 answers per hour (decisions.md).
  isLimited?: boolean;
}

export type OutboundMessage =
  | MessageContent
  | {
      kind: 'buttons';
      text: string;
      buttons: { key: string; value: string }[];
      // Above the line's button limit (never above 6) the options are shown as a dropdown.
      presentation: 'buttons' | 'dropdown';
    }
  | { kind: 'slider'; text: string; label: string; min: number; max: number; initial: number; step: number };

// A balloon to send. `delayMs` counts from the previous output (the first, from now).
export interface Output {
  line: number;
  delayMs: number;
  message: OutboundMessage;
}

export interface HttpRequestSpec {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  body: string;
  timeoutMs: number;
}

// What the server must do. None is performed here; results come back through `resume`.
export type Effect =
  | { kind: 'collect'; line: number; field: string; value: string; isSecure: boolean }
  | {
      kind: 'lead';
      line: number;
      name?: string;
      email?: string;
      phone?: string;
      notifyEmail?: string;
    }
  | { kind: 'tag'; line: number; tagIds: string[] }
  | { kind: 'integration'; line: number; integrationIds: string[]; ticketTitles: string[] }
  | { kind: 'handoff'; line: number; departmentId: string }
  | { kind: 'http'; line: number; request: HttpRequestSpec }
  | { kind: 'externalCode'; line: number; channel: FlowChannel; code: string }
  | {
      kind: 'faq';
      line: number;
      question: string;
      knowledgeBaseId: string;
      secondaryKnowledgeBaseId?: string;
      buttonLimit: number;
      learningDays: LearningTimeDays;
    }
  | { kind: 'timer'; line: number; timer: 'noResponse'; dueAt: number; turn: number }
  | { kind: 'block'; reason: BlockReason }
  | { kind: 'limited'; until: number }
  | { kind: 'end'; line: number | null };

export type EffectResult =
  | { kind: 'handoff'; isAccepted: boolean }
  | { kind: 'http'; isOk: boolean; status?: number; body?: unknown }
  | { kind: 'externalCode'; isOk: boolean; variables?: Record<string, string> }
  | { kind: 'faq'; isAnswered: boolean; answers?: MessageContent[] }
  | { kind: 'timer'; timer: 'noResponse'; turn: number };

export interface StepResult {
  outputs: Output[];
  effects: Effect[];
  nextCursor: FlowCursor;
  // The context's collected data with this call's `collect` effects applied.
  collected: Record<string, string>;
}
