// The e2e suite computes authenticator codes with the server's own RFC 6238 implementation.
export { currentStep, totpCode } from '../../apps/server/src/modules/identity/totp.ts';
