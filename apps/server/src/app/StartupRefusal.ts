// A reason the server will not start that the operator must fix (a missing setting, a demo password
// in production): main.ts prints its message alone, without a stack, and exits non-zero.
export class StartupRefusal extends Error {}
