import type { DepartmentAvailability, Language } from '@prosa/contracts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { findLiveSettings, resolveLiveSettings } from '../../liveSettings/index.ts';
import { findDepartment } from '../rooms/findDepartment.ts';
import { hasAttendeeOnline } from './hasAttendeeOnline.ts';

// What a transfer to a department would meet now: a queue or not, somebody online to take the
// room or not, and the words the customer would read (transferRoom) in their language.
export async function readDepartmentAvailability(
  db: Db,
  accountId: string,
  departmentId: string,
  language: Language = 'pt-BR',
): Promise<DepartmentAvailability> {
  const department = await findDepartment(db, accountId, departmentId);
  if (!department) throw new CatalogueError('team.departmentNotFound');
  const { messages } = resolveLiveSettings(await findLiveSettings(db, accountId));
  return {
    hasQueue: department.queue,
    isAttendeeOnline: await hasAttendeeOnline(db, accountId, department),
    transferText: messages[language].transferRoom,
  };
}
