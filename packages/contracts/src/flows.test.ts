import { describe, expect, it } from 'vitest';
import { chatbotTimerMinutes, learningTimeDays } from './flowConstants.ts';
import { flowDocumentSchema, flowLineSchema } from './flows.ts';

describe('flow schema', () => {
  it('fills a line with the spec defaults', () => {
    expect(flowLineSchema.parse({ line: 1, type: 'buttons', text: 'Menu', buttons: [] })).toEqual({
      line: 1,
      type: 'buttons',
      text: 'Menu',
      buttons: [],
      buttonLimit: 6,
      isSecure: false,
      appearanceMs: 3000,
      integrations: [],
      ticketTitles: [],
      tags: [],
    });
  });

  it('keeps the button limit between 3 and 6 and learning times to the spec list', () => {
    const buttons = (buttonLimit: number) => ({
      line: 1,
      type: 'buttons',
      text: 'M',
      buttons: [],
      buttonLimit,
    });
    expect([2, 3, 6, 7].map((limit) => flowLineSchema.safeParse(buttons(limit)).success)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const faq = (learningDays: number) => ({
      line: 1,
      type: 'faq',
      faq: { knowledgeBaseId: 'kb', learningDays },
    });
    expect(learningTimeDays.every((days) => flowLineSchema.safeParse(faq(days)).success)).toBe(true);
    expect(flowLineSchema.safeParse(faq(5)).success).toBe(false);
  });

  it('lists the chatbot timers: 1, 3, 5, 10, 15, 30 minutes and every hour up to 24', () => {
    expect(chatbotTimerMinutes.slice(0, 7)).toEqual([1, 3, 5, 10, 15, 30, 60]);
    expect(chatbotTimerMinutes.at(-1)).toBe(1440);
    expect(chatbotTimerMinutes).toHaveLength(30);
    const withTimer = (afterMinutes: number) => ({ line: 1, type: 'end', noResponse: { afterMinutes } });
    expect(flowLineSchema.safeParse(withTimer(120)).success).toBe(true);
    expect(flowLineSchema.safeParse(withTimer(90)).success).toBe(false);
  });

  it('accepts every line type of the spec', () => {
    const lines = [
      { line: 1, type: 'message', content: { kind: 'carousel', cards: [{ title: 'A' }] } },
      { line: 2, type: 'question', text: 'CPF?', validation: 'cpf' },
      { line: 3, type: 'slider', text: 'S', slider: { min: 0, max: 10, initial: 5, step: 1 } },
      { line: 4, type: 'jump', jump: 1 },
      { line: 5, type: 'condition', rules: [{ field: 'x', operator: 'exists', jump: 1 }] },
      { line: 6, type: 'dataCollection', fields: ['name', 'email'] },
      { line: 7, type: 'handoff', departmentId: 'd' },
      { line: 8, type: 'http', http: { url: 'https://x' } },
      { line: 9, type: 'code', externalCode: { whatsapp: '1' } },
      { line: 10, type: 'end' },
    ];
    expect(flowDocumentSchema.safeParse({ description: 'd', lines }).success).toBe(true);
    expect(flowLineSchema.safeParse({ line: 1, type: 'teleport' }).success).toBe(false);
  });
});
