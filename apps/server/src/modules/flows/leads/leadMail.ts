import { isLanguage, type Language } from '@prosa/contracts';

export interface LeadMailFacts {
  botName: string;
  protocol: string;
  name: string;
  email: string | null;
  phone: string | null;
}

interface LeadMailTexts {
  subject: (botName: string) => string;
  intro: (botName: string) => string;
  name: string;
  email: string;
  phone: string;
  protocol: string;
}

const texts: Record<Language, LeadMailTexts> = {
  'pt-BR': {
    subject: (bot) => `Prosa: novo lead no chatbot ${bot}`,
    intro: (bot) => `O chatbot ${bot} coletou um novo lead.`,
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    protocol: 'Protocolo da conversa',
  },
  'en-US': {
    subject: (bot) => `Prosa: new lead on the chatbot ${bot}`,
    intro: (bot) => `The chatbot ${bot} collected a new lead.`,
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    protocol: 'Conversation protocol',
  },
  es: {
    subject: (bot) => `Prosa: nuevo lead en el chatbot ${bot}`,
    intro: (bot) => `El chatbot ${bot} recogió un nuevo lead.`,
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    protocol: 'Protocolo de la conversación',
  },
};

// The short "new lead" notice a data collection line's lead e-mail receives; a field the customer
// did not give is left out.
export function leadMail(language: string | null, facts: LeadMailFacts) {
  const text = texts[isLanguage(language) ? language : 'pt-BR'];
  const lines = [
    facts.name ? `${text.name}: ${facts.name}` : null,
    facts.email ? `${text.email}: ${facts.email}` : null,
    facts.phone ? `${text.phone}: ${facts.phone}` : null,
    `${text.protocol}: ${facts.protocol}`,
  ].filter((line): line is string => line !== null);
  return {
    // One line: a header never carries the name's line breaks.
    subject: text.subject(facts.botName.replace(/\s+/g, ' ')),
    text: `${text.intro(facts.botName)}\n\n${lines.join('\n')}\n`,
  };
}
