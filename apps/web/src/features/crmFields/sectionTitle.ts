import type { CrmSection } from '@prosa/contracts';
import type { TFunction } from 'i18next';

// A default section is shown by its key in the reader's language; a custom one by its name.
export const sectionTitle = (t: TFunction, section: Pick<CrmSection, 'name' | 'defaultKey'>) =>
  section.defaultKey ? t(`crmFields:defaultSections.${section.defaultKey}`) : section.name;
