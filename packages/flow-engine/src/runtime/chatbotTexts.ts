import type { Language } from '@prosa/contracts';
import enUS from '@prosa/contracts/locales/en-US/chatbot.json' with { type: 'json' };
import es from '@prosa/contracts/locales/es/chatbot.json' with { type: 'json' };
import ptBR from '@prosa/contracts/locales/pt-BR/chatbot.json' with { type: 'json' };

// The chatbot's own texts (spec §8 "chatbot texts"), from the contracts catalogue's `chatbot`
// namespace, so the panel shows the same words the customer gets.
export type ChatbotTexts = typeof ptBR;
export const chatbotTexts: Record<Language, ChatbotTexts> = { 'pt-BR': ptBR, 'en-US': enUS, es };

export type InvalidTextKey = keyof ChatbotTexts['invalid'];

export function invalidText(
  language: Language,
  key: InvalidTextKey,
  params: Record<string, string | number> = {},
) {
  return chatbotTexts[language].invalid[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
