import type { MessageTemplate, WhatsappTemplate } from '@prosa/contracts';
import { useState } from 'react';
import { fillTemplateBody } from './fillTemplateBody.ts';
import { useHsmTemplates } from './useHsmTemplates.ts';

const keyOf = (template: WhatsappTemplate) => `${template.name}:${template.language}`;

// The template an attendant picks on a WhatsApp channel, with a value per variable and its preview:
// shared by the HSM send to a number and the template sent into a room after its window.
export function useTemplateChoice(channelId: string | null) {
  const templates = useHsmTemplates(channelId);
  const [templateKey, setTemplateKey] = useState<string | null>(null);
  const [variables, setVariables] = useState<string[]>([]);
  const template = templates.data?.templates.find((item) => keyOf(item) === templateKey) ?? null;
  const choose = (key: string | null) => {
    setTemplateKey(key);
    const chosen = templates.data?.templates.find((item) => keyOf(item) === key);
    setVariables(Array.from({ length: chosen?.variables ?? 0 }, () => ''));
  };
  const setVariable = (index: number, value: string) =>
    setVariables((current) => current.map((item, at) => (at === index ? value : item)));
  const message: MessageTemplate | null = template
    ? { name: template.name, language: template.language, variables }
    : null;
  return {
    templates,
    options: (templates.data?.templates ?? []).map((item) => ({
      value: keyOf(item),
      label: `${item.name} (${item.language})`,
    })),
    templateKey,
    template,
    variables,
    preview: template ? fillTemplateBody(template.body, variables) : '',
    message,
    choose,
    setVariable,
  };
}

export type TemplateChoice = ReturnType<typeof useTemplateChoice>;
