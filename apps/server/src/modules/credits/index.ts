// The credits ledger as other modules see it (docs/architecture.md, Module boundaries): a send that
// costs something calls chargeCredits in the transaction that stores it.
export { addCreditLot } from './addCreditLot.ts';
export { type ChargeResult, type CreditCharge, chargeCredits } from './chargeCredits.ts';
export { chargeCreditsEach, type EachCharge } from './chargeCreditsEach.ts';
export { creditsModule } from './creditsModule.ts';
export { findCreditPrice } from './findCreditPrices.ts';
export { hasPurchasedCreditsCondition, readCreditBalance } from './readCreditBalance.ts';
export { readFranchise } from './readFranchise.ts';
export { refundCharges } from './refundCharges.ts';
