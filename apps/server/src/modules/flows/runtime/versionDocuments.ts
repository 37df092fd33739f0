import type { FlowDocument } from '@prosa/contracts';
import type { Db } from '../../../db/database.ts';
import { findVersionById } from '../flowRepository.ts';

// Published versions never change, so each process keeps the documents it ran (bounded: the
// oldest loaded goes first). A new publish is a new id, so nothing here can go stale.
const maxDocuments = 500;
const documents = new Map<string, FlowDocument>();

export async function loadVersionDocument(db: Db, versionId: string): Promise<FlowDocument | null> {
  const known = documents.get(versionId);
  if (known) return known;
  const row = await findVersionById(db, versionId);
  if (!row) return null;
  if (documents.size >= maxDocuments) documents.delete(documents.keys().next().value as string);
  documents.set(versionId, row.document);
  return row.document;
}
