import type { Language } from '@prosa/contracts';

const label: Record<Language, string> = {
  'pt-BR': 'Sua posição na fila',
  'en-US': 'Your position in the queue',
  es: 'Tu posición en la fila',
};

// The line added under the account's queueDistribution text.
export const queuePositionText = (position: number) => (language: Language) =>
  `${label[language]}: ${position}`;
