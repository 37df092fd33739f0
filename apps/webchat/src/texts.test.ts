import { readFileSync } from 'node:fs';
import { languages } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { statusText } from './statusText.ts';
import { widgetTexts } from './texts.ts';

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/contracts/src/locales/${language}/errors.json`, import.meta.url),
      'utf8',
    ),
  ) as { live: Record<string, string> };

const state = (queuePosition: number | null, attendantName: string | null) => ({
  conversationId: 'c1',
  status: null,
  attendantName,
  queuePosition,
  surveyOpen: false,
  npsOpen: false,
  lastSeq: 0,
});

describe('widget texts', () => {
  it('has every text in the three languages, attachment errors equal to the catalogue', () => {
    const keys = Object.keys(widgetTexts['pt-BR']).sort();
    for (const language of languages) {
      expect(Object.keys(widgetTexts[language]).sort()).toEqual(keys);
      expect(widgetTexts[language].fileFormat).toBe(catalogue(language).live.fileFormat);
      expect(widgetTexts[language].fileTooLarge).toBe(catalogue(language).live.fileTooLarge);
    }
  });

  it('says the queue position, then who attends, and when the connection is lost', () => {
    expect(statusText(state(3, null), true, widgetTexts['pt-BR'])).toBe('Você é o 3º da fila.');
    expect(statusText(state(2, null), true, widgetTexts['en-US'])).toBe('You are number 2 in the queue.');
    expect(statusText(state(null, 'Ana'), true, widgetTexts.es)).toBe('Estás hablando con Ana.');
    expect(statusText(state(null, null), true, widgetTexts.es)).toBe('');
    expect(statusText(state(3, null), false, widgetTexts['pt-BR'])).toBe('Reconectando…');
  });
});
