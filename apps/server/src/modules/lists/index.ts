// The lists module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries). The broadcast engine reads a dispatch's list with readListRecipients.
export { listsModule } from './listsModule.ts';
export { type ListRecipient, readListRecipients } from './readListRecipients.ts';
