import { type FlowCursor, type FlowVersion, step } from '@prosa/flow-engine';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';
import { conversations, flowCursors } from '../../apps/server/src/db/schema/index.ts';
import { findPublishedVersion } from '../../apps/server/src/modules/flows/flowRepository.ts';
import { renderOutput } from '../../apps/server/src/modules/flows/runtime/renderOutput.ts';
import { answerPrompt } from './answerPrompt.ts';

// The engine's `step` alone, without the database: every stored cursor of the run walked on in
// memory with the same simulated answers, `rounds` times over. Tells the engine's share of a step.
export async function measureEngineStep(database: Database, botId: string, draw: () => number, rounds = 20) {
  const published = await findPublishedVersion(database.db, botId);
  if (!published) throw new Error('no published flow');
  const version: FlowVersion = { id: published.id, document: published.document };
  const rows = await database.db
    .select({ cursor: flowCursors.cursor, collected: conversations.collected })
    .from(flowCursors)
    .innerJoin(conversations, eq(conversations.id, flowCursors.conversationId));
  const walkers = rows.map((row, index) => ({
    index,
    cursor: row.cursor as unknown as FlowCursor,
    collected: row.collected,
    prompt: '',
  }));
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const walker of walkers) {
      const text = answerPrompt(walker.prompt, draw(), walker.index);
      const context = {
        now: Date.now(),
        collected: walker.collected,
        channel: 'webchat' as const,
        language: 'pt-BR' as const,
      };
      const started = performance.now();
      const result = step(version, walker.cursor, { text }, context);
      times.push(performance.now() - started);
      walker.cursor = result.nextCursor;
      walker.collected = result.collected;
      const last = result.outputs.at(-1);
      if (last) walker.prompt = renderOutput(last.message);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
  return { steps: times.length, p50: at(50), p99: at(99), max: times.at(-1) ?? NaN };
}
