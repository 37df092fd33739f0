// What other modules may use of number status and opt-out.
export { isOptedOut } from './isOptedOut.ts';
export { createNumberContact, findNumberContact } from './numberContactRepository.ts';
export { numberRoutes } from './numberRoutes.ts';
export { optInOnNewConversation } from './optInOnNewConversation.ts';
