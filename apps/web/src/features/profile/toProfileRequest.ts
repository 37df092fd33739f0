import type { Language, updateProfileRequest } from '@prosa/contracts';
import type { z } from 'zod';

export interface ProfileFormValues {
  name: string;
  avatar?: string;
  ddi?: string;
  phone?: string;
  language: Language;
}

const digitsOrNull = (typed: string | undefined) => typed?.replace(/\D/g, '') || null;

// The form keeps what the user typed ("+55", "(11) 98765-4321"); the API wants digits, and null
// for a field left empty.
export function toProfileRequest(values: ProfileFormValues): z.input<typeof updateProfileRequest> {
  return {
    name: values.name.trim(),
    avatar: values.avatar?.trim() || null,
    ddi: digitsOrNull(values.ddi),
    phone: digitsOrNull(values.phone),
    language: values.language,
  };
}
