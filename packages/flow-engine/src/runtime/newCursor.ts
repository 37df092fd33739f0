import type { FlowCursor } from './types.ts';

// A conversation the flow has not talked to yet.
export function newCursor(versionId: string): FlowCursor {
  return {
    versionId,
    status: 'ended',
    line: null,
    awaiting: null,
    collecting: null,
    turn: 0,
    visits: {},
    jumps: {},
    inboundTimes: [],
    answeredTimes: [],
    blockReason: null,
  };
}
