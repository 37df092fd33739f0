import type { Member } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findMember } from './memberRepository.ts';

// Another account's member, the provider's staff and an unknown id all answer the same 404.
export async function findMemberOrFail(db: Db, accountId: string, userId: string): Promise<Member> {
  const member = await findMember(db, accountId, userId);
  if (!member) throw new CatalogueError('users.notFound');
  return member;
}
