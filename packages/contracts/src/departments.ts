import { z } from 'zod';
import type { ErrorCode } from './errorCodes.ts';

// Live chat departments (spec campaigns-flows-knowledge.md §3 "Department", core.md §3 "Live department").
export const distributionTypes = ['none', 'balancing', 'autoBalance', 'sequential'] as const;
export type DistributionType = (typeof distributionTypes)[number];

export const maxAttendancesLimit = 100;
const idSchema = z.string().trim().max(64);

export const departmentInput = z.object({
  name: z
    .string({ error: 'team.departmentNameRequired' })
    .trim()
    .min(1, 'team.departmentNameRequired')
    .max(60, 'team.departmentNameTooLong'),
  // Empty or absent: no journey.
  journeyId: idSchema.nullish().transform((id) => id || null),
  // "none" or empty means the department keeps no business hours (spec core.md §3).
  businessHoursId: idSchema.nullish().transform((id) => (id && id !== 'none' ? id : null)),
  checkIn: z.boolean().default(false),
  forcePass: z.boolean().default(false),
  queue: z.boolean().default(false),
  queuePositionBroadcast: z.boolean().default(false),
  maxAttendances: z
    .number({ error: 'team.departmentMaxAttendancesInvalid' })
    .int('team.departmentMaxAttendancesInvalid')
    .min(1, 'team.departmentMaxAttendancesInvalid')
    .max(maxAttendancesLimit, 'team.departmentMaxAttendancesInvalid')
    .default(5),
  distribution: z.enum(distributionTypes, { error: 'team.departmentDistributionInvalid' }).default('none'),
  userIds: z.array(idSchema).max(1000).default([]),
});
export type DepartmentInput = z.input<typeof departmentInput>;
export type DepartmentFields = z.output<typeof departmentInput>;

type DepartmentSwitches = Pick<
  DepartmentFields,
  'checkIn' | 'forcePass' | 'queue' | 'queuePositionBroadcast' | 'distribution'
>;

// The rules between the switches (spec campaigns-flows-knowledge.md §9), first broken one first.
// The server is the authority; the form uses the same function to explain before saving.
export function findDepartmentRuleBreak(fields: DepartmentSwitches): ErrorCode | null {
  const distributes = fields.distribution !== 'none';
  if (fields.forcePass && fields.checkIn) return 'team.departmentForcePassWithCheckIn';
  if (fields.forcePass && !(distributes && fields.queue)) return 'team.departmentForcePassNeedsQueue';
  if (fields.queuePositionBroadcast && !(distributes && fields.queue))
    return 'team.departmentBroadcastNeedsQueue';
  return null;
}

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  journeyId: z.string().nullable(),
  businessHoursId: z.string().nullable(),
  checkIn: z.boolean(),
  forcePass: z.boolean(),
  queue: z.boolean(),
  queuePositionBroadcast: z.boolean(),
  maxAttendances: z.number(),
  distribution: z.enum(distributionTypes),
  userIds: z.array(z.string()),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentsResponse = z.object({ items: z.array(departmentSchema) });
export const departmentResponse = z.object({ department: departmentSchema });
export const departmentIdParams = z.object({ id: z.string().max(64) });
