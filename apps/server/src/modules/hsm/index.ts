// What other modules may use of the live chat's template (HSM) send.
export { hsmModule } from './hsmModule.ts';
