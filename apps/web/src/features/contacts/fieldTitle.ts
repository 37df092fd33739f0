import type { CrmField, CrmSection } from '@prosa/contracts';
import type { TFunction } from 'i18next';
import { fieldName } from '../../shared/crm/fieldName.ts';

// A default section is shown by its key in the reader's language; a custom one by its name.
export const sectionTitle = (t: TFunction, section: Pick<CrmSection, 'name' | 'defaultKey'>) =>
  section.defaultKey ? t(`contacts:defaultSections.${section.defaultKey}`) : section.name;

// A field named with its section, so two "E-mail" fields of different sections stay apart.
export const fieldTitle = (
  t: TFunction,
  section: Pick<CrmSection, 'name' | 'defaultKey'>,
  field: Pick<CrmField, 'name' | 'token' | 'isDefault'>,
) => `${fieldName(t, 'contacts', field)} (${sectionTitle(t, section)})`;
