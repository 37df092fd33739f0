import { errorMessage, type FlowDocument, type FlowSaveErrorDetail, levels } from '@prosa/contracts';
import { checkFlowDocument } from '@prosa/flow-engine';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findJourneyDepartmentIds } from './flowRepository.ts';

// The save check of the server: the document's shape and the spec's save errors, every one with
// its line and its text in the caller's language.
export async function checkSavableFlow(ctx: RequestContext, input: unknown): Promise<FlowDocument> {
  const withJourney = await findJourneyDepartmentIds(ctx.db, ctx.accountId);
  const check = checkFlowDocument(input, { hasJourney: (id) => withJourney.has(id) });
  if (check.isValid) return check.document;
  const details: FlowSaveErrorDetail[] = check.errors.map((error) => ({
    line: error.line,
    code: error.code,
    message: errorMessage(error.code, ctx.language, error.params),
  }));
  throw new CatalogueError('flows.saveInvalid', {}, details);
}

// External code runs on the provider's machines: only master level and above may change it (spec
// §6). Moving a code line or editing the rest of the flow around it is anyone's who edits flows.
export function checkExternalCodeChange(
  ctx: RequestContext,
  before: FlowDocument | null,
  after: FlowDocument,
) {
  if (ctx.level <= levels.master) return;
  const codes = (document: FlowDocument | null) =>
    (document?.lines ?? [])
      .flatMap((line) =>
        line.type === 'code'
          ? Object.entries(line.externalCode)
              .filter(([, code]) => Boolean(code?.trim()))
              .map(([channel, code]) => `${channel}\u0000${code}`)
          : [],
      )
      .sort();
  if (JSON.stringify(codes(before)) !== JSON.stringify(codes(after)))
    throw new CatalogueError('flows.externalCodeMasterOnly');
}
