import { emailProvider, metaProvider, rcsProvider } from '@prosa/contracts';
import {
  emailFields,
  instagramFields,
  messengerFields,
  type ProviderField,
  rcsFields,
  telegramFields,
} from './providerFields.ts';

export interface ProviderCard {
  provider: string;
  fields: ProviderField[];
  // The steps at the provider, as keys under the card's own texts (`<type>.<step>`).
  steps: string[];
}

// The installation tab's cards for the channel types connected by their credentials alone (one
// channel of each type per chatbot). Telegram needs nothing pasted back; Meta's need the webhook's
// callback URL and verify token, RCS's the webhook URL, shown after saving by the channel's
// installation card; e-mail, the mail server its address's mail must reach.
export const providerCards = {
  telegram: {
    provider: 'telegram',
    fields: telegramFields,
    steps: ['stepBotFather', 'stepToken', 'stepSave'],
  },
  messenger: {
    provider: metaProvider,
    fields: messengerFields,
    steps: ['stepApp', 'stepToken', 'stepSave', 'stepWebhook'],
  },
  instagram: {
    provider: metaProvider,
    fields: instagramFields,
    steps: ['stepApp', 'stepToken', 'stepSave', 'stepWebhook'],
  },
  rcs: {
    provider: rcsProvider,
    fields: rcsFields,
    steps: ['stepAgent', 'stepToken', 'stepSave', 'stepWebhook'],
  },
  email: {
    provider: emailProvider,
    fields: emailFields,
    steps: ['stepDomain', 'stepRelay', 'stepSave', 'stepMx'],
  },
} satisfies Record<string, ProviderCard>;

export type ProviderCardType = keyof typeof providerCards;
