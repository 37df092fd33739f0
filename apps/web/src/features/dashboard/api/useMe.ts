import type { Me } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

// The signed-in user under the same ['me'] key the shell uses, so both read one cached answer.
export const useMe = () => useQuery({ queryKey: ['me'], queryFn: () => api.get<Me>('/api/auth/me') });
