import type { Language, Me } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { meQueryKey } from '../../shared/session/meQueryKey.ts';

// The language is switched at once in this browser, then stored on the user (the profile update
// takes the whole profile, so the current fields travel with it).
export function useChangeLanguage(me: Me) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await changeLanguage(language);
      const { name, avatar, ddi, phone } = me.user;
      return api.put('/api/user/profile', { body: { name, avatar, ddi, phone, language } });
    },
    onSuccess: (user) =>
      queryClient.setQueryData<Me>(meQueryKey, (current) => current && { ...current, user }),
  });
}
