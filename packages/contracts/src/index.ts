export * from './access.ts';
export * from './dashboard.ts';
export * from './devOutbox.ts';
export * from './errorCodes.ts';
export * from './errorMessages.ts';
export * from './identity.ts';
export * from './languages.ts';
export * from './realtime.ts';
