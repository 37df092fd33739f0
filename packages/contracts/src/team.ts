import { z } from 'zod';
import { tagColorPattern } from './teamConstants.ts';

// Tags label conversations and contacts. Title and colour are required; category and description
// only help to organise the settings list.

export const tagInput = z.object({
  title: z
    .string({ error: 'team.tagTitleRequired' })
    .trim()
    .min(1, 'team.tagTitleRequired')
    .max(60, 'team.tagTitleTooLong'),
  color: z.string({ error: 'team.tagColorInvalid' }).regex(tagColorPattern, 'team.tagColorInvalid'),
  category: z.string().trim().max(60).default(''),
  description: z.string().trim().max(500).default(''),
});
export type TagInput = z.input<typeof tagInput>;

export const tagSchema = z.object({
  id: z.string(),
  title: z.string(),
  color: z.string(),
  category: z.string(),
  description: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagsResponse = z.object({ tags: z.array(tagSchema) });
export const tagResponse = z.object({ tag: tagSchema });
export const tagIdParams = z.object({ id: z.string().max(64) });
