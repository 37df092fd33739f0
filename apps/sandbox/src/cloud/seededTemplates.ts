// A template's header and buttons as Cloud keeps them (a submitted template's; none is seeded).
export interface TemplateHeader {
  format: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';
  text?: string;
}
export type TemplateButton =
  | { type: 'QUICK_REPLY'; text: string }
  | { type: 'URL'; text: string; url: string }
  | { type: 'PHONE_NUMBER'; text: string; phone_number: string };

// The message templates every sandbox WABA has, approved, as GET /{waba-id}/message_templates lists
// them (components with {{n}} variables and their examples).
export interface SeededTemplate {
  id: string;
  name: string;
  language: string;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  status: 'APPROVED';
  quality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
  body: string;
  example: string[];
  quickReplies?: string[];
  header?: TemplateHeader;
  buttons?: TemplateButton[];
  // A submitted template's components as they were received: what the listing shows, and what
  // tests read back.
  components?: Array<Record<string, unknown>>;
}

export const seededTemplates: SeededTemplate[] = [
  {
    id: '1130000000000001',
    name: 'hello_world',
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    quality: 'UNKNOWN',
    body: 'Welcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from the Cloud API, hosted by Meta. Thank you for taking the time to test with us.',
    example: [],
  },
  {
    id: '1130000000000002',
    name: 'atualizacao_pedido',
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'APPROVED',
    quality: 'GREEN',
    body: 'Olá {{1}}, seu pedido {{2}} foi atualizado para: {{3}}.',
    example: ['Maria', '#1042', 'enviado'],
  },
  {
    id: '1130000000000003',
    name: 'retomar_conversa',
    language: 'pt_BR',
    category: 'MARKETING',
    status: 'APPROVED',
    quality: 'GREEN',
    body: 'Oi {{1}}! Podemos continuar de onde paramos?',
    example: ['Maria'],
    quickReplies: ['Sim', 'Agora não'],
  },
  {
    id: '1130000000000004',
    name: 'appointment_reminder',
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    quality: 'YELLOW',
    body: 'Hi {{1}}, this is a reminder of your appointment on {{2}} at {{3}}.',
    example: ['John', 'May 3', '10:00'],
  },
];

export const variableCountOf = (body: string) => new Set(body.match(/\{\{\d+\}\}/g) ?? []).size;

export const renderTemplate = (body: string, variables: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => variables[Number(index) - 1] ?? whole);
