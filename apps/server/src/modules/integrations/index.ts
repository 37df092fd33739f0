// The integrations module (a chatbot's integrations; sending a conversation to one) as other
// modules see it: they import from here only (docs/architecture.md, Module boundaries).
export { integrationsModule } from './integrationsModule.ts';
