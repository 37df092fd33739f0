import type { Me } from '@prosa/contracts';
import { api } from '../api/apiRequest.ts';

export const fetchMe = () => api.get<Me>('/api/auth/me');
