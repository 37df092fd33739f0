import type { feedbackRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api.ts';

export type FeedbackInput = z.input<typeof feedbackRequest>;

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (input: FeedbackInput) => api.post('/api/dashboard/feedback', { body: input }),
  });
