import { defaultViewRule, type updateUserInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { MembershipFields, UserFields } from './memberRepository.ts';

export type MemberInput = z.output<typeof updateUserInput>;

// Splits the screen's fields into what belongs to the person and what to their place in this account.
export function memberFieldsOf(input: MemberInput): { user: UserFields; membership: MembershipFields } {
  return {
    user: {
      name: input.name,
      email: input.email,
      avatar: input.avatar,
      ddi: input.ddi,
      phone: input.phone,
      canSeeOthers: input.canSeeOthers,
      absenceReason: input.absenceReason,
    },
    membership: {
      role: input.role,
      level: input.level,
      viewRule: input.viewRule ?? defaultViewRule(input.level),
      attendantListVisibility: input.attendantListVisibility,
      chatbotIds: [...new Set(input.chatbotIds)],
    },
  };
}
