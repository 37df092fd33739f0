import {
  type ErrorCode,
  isErrorCode,
  type KnowledgeImportResult,
  knowledgeLimits,
  knowledgeQuestionInput,
} from '@prosa/contracts';
import {
  decodeTextFile,
  findDuplicateIntention,
  parseIntentionList,
  type QuestionCsvColumns,
  type QuestionCsvRow,
  readQuestionCsvHeader,
  readQuestionCsvRow,
} from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { eachCsvRecord } from '../../app/eachCsvRecord.ts';
import { failAs } from '../../app/failAs.ts';
import { hasUnstorableText } from '../../app/hasUnstorableText.ts';
import { newId } from '../../app/newId.ts';
import { findBaseOrFail } from './findBaseOrFail.ts';
import { insertQuestions, type NewQuestion } from './questionRepository.ts';

type Checked = { question: NewQuestion } | { code: ErrorCode };

// Questions per INSERT: a few thousand parameters, far below PostgreSQL's 65,535.
const batchSize = 500;

// A row is one active question with one text response, held to the same rules as the dialog's.
function checkRow(row: QuestionCsvRow): Checked {
  // NUL or a lone surrogate would fail the whole batch's statement: the row is refused alone.
  if (hasUnstorableText(row)) return { code: 'generic.controlCharacter' };
  const intentions = parseIntentionList(row.intentions);
  if (intentions === null) return { code: 'knowledge.importIntentionsInvalid' };
  const parsed = knowledgeQuestionInput.safeParse({
    title: row.title,
    intentions,
    responses: [{ type: 'text', text: row.response }],
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return { code: isErrorCode(message) ? message : 'generic.invalidInput' };
  }
  if (findDuplicateIntention(parsed.data.intentions) !== null)
    return { code: 'knowledge.intentionDuplicate' };
  return { question: { id: newId(), ...parsed.data } };
}

// Imports a CSV file of questions into a base, read as the CRM's import reads its files (encoding
// and delimiter detected, so the ';' files of Brazilian spreadsheets and Windows Excel's encoding
// too). Rows are read, checked and written one batch at a time, so a 20 MB file never sits in
// memory as rows; the batches share one transaction, so any failure (an unreadable end, too many
// rows, the database) leaves the base as it was rather than half-imported. Bad rows are skipped
// and reported by line.
export async function importQuestions(ctx: RequestContext, baseId: string, file: Buffer | undefined) {
  const base = await findBaseOrFail(ctx, baseId);
  if (!file || file.length === 0) throw new CatalogueError('knowledge.importEmpty');
  const text = decodeTextFile(file);
  const rejected: KnowledgeImportResult['rejected'] = [];
  let rejectedCount = 0;
  let imported = 0;
  await failAs('knowledge.importFailed', () =>
    ctx.db.transaction(async (tx) => {
      let columns: QuestionCsvColumns | null = null;
      let rows = 0;
      let batch: NewQuestion[] = [];
      const write = async () => {
        await insertQuestions(tx, ctx.accountId, base.id, batch);
        imported += batch.length;
        batch = [];
      };
      for await (const record of eachCsvRecord(text, 'knowledge.importUnreadable')) {
        if (!columns) {
          columns = readQuestionCsvHeader(record.cells);
          if (!columns) throw new CatalogueError('knowledge.importHeaderInvalid');
          continue;
        }
        rows += 1;
        if (rows > knowledgeLimits.importRows) throw new CatalogueError('knowledge.importTooLarge');
        const row = readQuestionCsvRow(record, columns);
        const checked: Checked = row ? checkRow(row) : { code: 'knowledge.importColumnsInvalid' };
        if ('question' in checked) {
          batch.push(checked.question);
          if (batch.length === batchSize) await write();
        } else {
          rejectedCount += 1;
          if (rejected.length < knowledgeLimits.importReportedRejections)
            rejected.push({ line: record.line, code: checked.code });
        }
      }
      if (rows === 0) throw new CatalogueError('knowledge.importEmpty');
      if (batch.length > 0) await write();
    }),
  );
  return { imported, rejected, rejectedCount };
}
