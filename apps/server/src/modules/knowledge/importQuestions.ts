import {
  type ErrorCode,
  isErrorCode,
  type KnowledgeImportResult,
  knowledgeLimits,
  knowledgeQuestionInput,
} from '@prosa/contracts';
import {
  findDuplicateIntention,
  parseIntentionList,
  parseQuestionsCsv,
  type QuestionCsvRow,
} from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { readCsvRecords } from '../../app/readCsvRecords.ts';
import { findBaseOrFail } from './findBaseOrFail.ts';
import { insertQuestions, type NewQuestion } from './questionRepository.ts';

type Checked = { question: NewQuestion } | { code: ErrorCode };

// A row is one active question with one text response, held to the same rules as the dialog's.
function checkRow(row: QuestionCsvRow): Checked {
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

// Imports a CSV of questions into a base, read as the CRM's import reads its files (delimiter
// detected, so the ';' files of Brazilian spreadsheets too; the panel decodes the file's bytes).
// Bad rows are reported by line and skipped; the good ones go in one statement, so a failure
// leaves the base as it was rather than half-imported.
export async function importQuestions(ctx: RequestContext, baseId: string, csv: string) {
  const base = await findBaseOrFail(ctx, baseId);
  const records = readCsvRecords(csv);
  if (!records) throw new CatalogueError('knowledge.importUnreadable');
  const file = parseQuestionsCsv(records);
  if (!file.isValid)
    throw new CatalogueError(
      file.problem === 'empty' ? 'knowledge.importEmpty' : 'knowledge.importHeaderInvalid',
    );
  if (file.rows.length + file.badLines.length > knowledgeLimits.importRows)
    throw new CatalogueError('knowledge.importTooLarge');

  const rejected: KnowledgeImportResult['rejected'] = file.badLines.map((line) => ({
    line,
    code: 'knowledge.importColumnsInvalid',
  }));
  const questions: NewQuestion[] = [];
  for (const row of file.rows) {
    const checked = checkRow(row);
    if ('code' in checked) rejected.push({ line: row.line, code: checked.code });
    else questions.push(checked.question);
  }
  await failAs('knowledge.importFailed', () => insertQuestions(ctx.db, ctx.accountId, base.id, questions));
  rejected.sort((a, b) => a.line - b.line);
  return { imported: questions.length, rejected };
}
