import { createHash } from 'node:crypto';
import { renderTemplate, seededTemplates } from '../cloud/seededTemplates.ts';

// The sandbox's Gupshup templates: the same approved templates every sandbox WABA has, each under a
// stable uuid-shaped id, as GET /sm/api/v1/template/list/{appName} lists them.
export const gupshupTemplates = seededTemplates.map((template) => {
  const hex = createHash('md5').update(`${template.name}:${template.language}`).digest('hex');
  return {
    ...template,
    gupshupId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  };
});

export function gupshupTemplateList(appName: string, at: number) {
  return gupshupTemplates.map((template) => ({
    appId: createHash('md5').update(appName).digest('hex'),
    category: template.category,
    createdOn: at,
    data: template.body,
    elementName: template.name,
    id: template.gupshupId,
    languageCode: template.language,
    languagePolicy: 'deterministic',
    meta: JSON.stringify({ example: renderTemplate(template.body, template.example) }),
    modifiedOn: at,
    quality: template.quality,
    status: template.status,
    templateType: 'TEXT',
    vertical: template.name,
  }));
}
