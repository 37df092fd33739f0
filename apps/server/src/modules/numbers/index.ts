// What other modules may use of number status and opt-out.
export { isOptedOut, optedOutNumbers } from './isOptedOut.ts';
export { createNumberContact, findNumberContact, findNumberContacts } from './numberContactRepository.ts';
export { numbersModule } from './numbersModule.ts';
export { optInOnNewConversation } from './optInOnNewConversation.ts';
export { optOutByKeyword } from './optOutByKeyword.ts';
