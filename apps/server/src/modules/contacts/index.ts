// The contacts module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { isBeingEdited, refuseIfLockedByOther } from './contactEditLock.ts';
export { type ContactRow, contactColumns, fieldValueOf, findContact } from './contactRepository.ts';
export { contactsModule } from './contactsModule.ts';
export { createDefaultCrm } from './defaultCrm.ts';
export { contactListWhere, parseContactListQuery, sortKeySql } from './listContacts.ts';
export { type CrmLayout, type PlacedField, readCrmLayout } from './readCrmLayout.ts';
export { accountToday } from './saveContact.ts';
