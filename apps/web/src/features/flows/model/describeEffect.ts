import type { Effect } from '@prosa/flow-engine';
import type { TFunction } from 'i18next';

// What the test chat says instead of doing an effect: the server would perform these.
export function describeEffect(t: TFunction, effect: Effect, departmentName: (id: string) => string): string {
  switch (effect.kind) {
    case 'handoff':
      return t('flows:viewer.effects.handoff', { department: departmentName(effect.departmentId) });
    case 'http':
      return t('flows:viewer.effects.http', { method: effect.request.method, url: effect.request.url });
    case 'externalCode':
      return t('flows:viewer.effects.externalCode', { channel: effect.channel });
    case 'faq':
      return t('flows:viewer.effects.faq', { question: effect.question });
    case 'collect':
      return t('flows:viewer.effects.collect', {
        field: effect.field,
        value: effect.isSecure ? '•••' : effect.value,
      });
    case 'lead':
      return t('flows:viewer.effects.lead');
    case 'tag':
      return t('flows:viewer.effects.tag', { tags: effect.tagIds.join(', ') });
    case 'integration':
      return t('flows:viewer.effects.integration', { integrations: effect.integrationIds.join(', ') });
    case 'end':
      return t('flows:viewer.effects.end');
    case 'block':
      return t('flows:viewer.effects.block');
    case 'limited':
      return t('flows:viewer.effects.limited');
    case 'timer':
      return '';
  }
}
