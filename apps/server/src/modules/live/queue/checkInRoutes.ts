import {
  departmentAvailability,
  departmentAvailabilityQuery,
  departmentCheckInList,
  markInput,
  okResponse,
} from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../../app/access.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { departmentCheckIns, departments, departmentUsers } from '../../../db/schema/index.ts';
import { distributeQueue } from './distributeQueue.ts';
import { readDepartmentAvailability } from './readDepartmentAvailability.ts';

const attend = memberAccess(15, 'live.attend');

// Check-in: in a department that asks for it, only its checked-in attendants receive distributed
// conversations. A member checks in and out of their own departments. Availability is what a
// transfer there would meet; every member lists the departments, so every attendant may ask.
export function checkInRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['live'];
    api.get(
      '/api/live/departments/check-ins',
      {
        config: attend,
        schema: {
          summary: "List the caller's department check-ins",
          tags,
          response: { 200: departmentCheckInList },
        },
      },
      async (request) => {
        const { db, accountId, userId } = request.ctx;
        const rows = await db
          .select({
            departmentId: departments.id,
            name: departments.name,
            checkedIn: departmentCheckIns.userId,
          })
          .from(departmentUsers)
          .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
          .leftJoin(
            departmentCheckIns,
            and(eq(departmentCheckIns.departmentId, departments.id), eq(departmentCheckIns.userId, userId)),
          )
          .where(
            and(
              eq(departmentUsers.accountId, accountId),
              eq(departmentUsers.userId, userId),
              eq(departments.checkIn, true),
            ),
          )
          .orderBy(departments.name);
        return { items: rows.map((row) => ({ ...row, checkedIn: row.checkedIn !== null })) };
      },
    );
    api.post(
      '/api/live/departments/:id/check-in',
      {
        config: attend,
        schema: {
          summary: 'Check in or out of a department',
          response: { 200: okResponse },
          tags,
          params: z.object({ id: z.string().max(64) }),
          body: markInput,
        },
      },
      async (request) => {
        const { db, accountId, userId } = request.ctx;
        const departmentId = request.params.id;
        const [member] = await db
          .select({ userId: departmentUsers.userId })
          .from(departmentUsers)
          .where(
            and(
              eq(departmentUsers.accountId, accountId),
              eq(departmentUsers.departmentId, departmentId),
              eq(departmentUsers.userId, userId),
            ),
          );
        if (!member) throw new CatalogueError('team.departmentNotFound');
        if (request.body.value) {
          await db
            .insert(departmentCheckIns)
            .values({ departmentId, accountId, userId })
            .onConflictDoNothing();
          await distributeQueue(services, accountId, departmentId);
        } else {
          await db
            .delete(departmentCheckIns)
            .where(
              and(eq(departmentCheckIns.departmentId, departmentId), eq(departmentCheckIns.userId, userId)),
            );
        }
        return { ok: true as const };
      },
    );
    api.get(
      '/api/live/departments/:id/availability',
      {
        config: attend,
        schema: {
          summary: 'Whether a department has a queue and someone online to take a room now',
          tags,
          params: z.object({ id: z.string().max(64) }),
          querystring: departmentAvailabilityQuery,
          response: { 200: departmentAvailability },
        },
      },
      (request) =>
        readDepartmentAvailability(
          request.ctx.db,
          request.ctx.accountId,
          request.params.id,
          request.query.language,
        ),
    );
  };
}
