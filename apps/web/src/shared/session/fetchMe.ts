import { api } from '../api/api.ts';

export const fetchMe = () => api.get('/api/auth/me');
