import type { Effect, FlowCursor, OutboundMessage } from '@prosa/flow-engine';

// The test chat's transcript and cursor. Apart from runTestTurn so the page can show an empty
// chat without loading the engine (runTestTurn loads on the first message).
export type TestChatEntry =
  | { from: 'customer'; text: string }
  | { from: 'bot'; message: OutboundMessage }
  | { from: 'effect'; effect: Effect };

export interface TestChatState {
  cursor: FlowCursor | null;
  collected: Record<string, string>;
  entries: TestChatEntry[];
}

export const emptyTestChat: TestChatState = { cursor: null, collected: {}, entries: [] };
