// What other modules may use of number status and opt-out.
export { isOptedOut } from './isOptedOut.ts';
export { createNumberContact, findNumberContact } from './numberContactRepository.ts';
export { numbersModule } from './numbersModule.ts';
export { optInOnNewConversation } from './optInOnNewConversation.ts';
