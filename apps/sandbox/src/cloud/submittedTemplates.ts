import type { SeededTemplate } from './seededTemplates.ts';
import { seededTemplates } from './seededTemplates.ts';

export interface SubmittedTemplate extends Omit<SeededTemplate, 'status'> {
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
}

// The templates businesses submitted (POST /{waba-id}/message_templates), per WABA, in memory like
// the rest of the sandbox. Every WABA also has the seeded ones.
export class SubmittedTemplates {
  private readonly byWaba = new Map<string, SubmittedTemplate[]>();
  private nextId = 1;

  // The seeded templates and the WABA's own, as the listing shows them.
  all(wabaId: string): Array<SeededTemplate | SubmittedTemplate> {
    return [...seededTemplates, ...(this.byWaba.get(wabaId) ?? [])];
  }

  // What a send may use: the seeded ones and the WABA's approved ones.
  sendable(wabaId: string): SeededTemplate[] {
    return this.all(wabaId).filter((template): template is SeededTemplate => template.status === 'APPROVED');
  }

  exists(wabaId: string, name: string, language: string) {
    return this.all(wabaId).some((template) => template.name === name && template.language === language);
  }

  add(wabaId: string, template: Omit<SubmittedTemplate, 'id' | 'status' | 'quality'>): SubmittedTemplate {
    const created: SubmittedTemplate = {
      ...template,
      id: String(1_140_000_000_000_000 + this.nextId++),
      status: 'PENDING',
      quality: 'UNKNOWN',
    };
    this.byWaba.set(wabaId, [...(this.byWaba.get(wabaId) ?? []), created]);
    return created;
  }
}
