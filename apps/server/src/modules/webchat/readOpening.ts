import { webchatOpening } from '@prosa/contracts';
import type { AppServices } from '../../app/services.ts';
import { findDepartment, isDepartmentOpen } from '../live/index.ts';
import { findLiveSettings, resolveLiveSettings } from '../liveSettings/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';

// What the widget shows on opening: the chatbot's opening line, or, outside the business hours of
// the bot's default department (its journey), the account's away message — `noVacancy`, what a
// hand-off there would answer (docs/decisions.md) — so the visitor knows before writing.
export async function readOpening(
  services: Pick<AppServices, 'database' | 'clock'>,
  visitor: WebchatVisitor,
) {
  const { db } = services.database;
  const department = await findDepartment(db, visitor.accountId, visitor.defaultDepartmentId);
  if (!department || (await isDepartmentOpen(db, department, services.clock.now())))
    return webchatOpening[visitor.language];
  const { messages } = resolveLiveSettings(await findLiveSettings(db, visitor.accountId));
  return messages[visitor.language].noVacancy;
}
