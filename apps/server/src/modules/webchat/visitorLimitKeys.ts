import { addressKey } from '../../app/clientAddress.ts';
import type { LimitKeys } from '../../app/WindowCounter.ts';

// What the widget's limits count on: the visitor (their bot and the id their browser keeps) and
// their address within the account, so a NAT shared with another tenant's customers costs nothing.
export function visitorLimitKeys(
  visitor: { accountId: string; botId: string; visitorId: string },
  address: string,
): LimitKeys {
  return {
    visitor: `${visitor.botId}:${visitor.visitorId}`,
    address: `${visitor.accountId}:${addressKey(address)}`,
  };
}
