import type { Language } from '@prosa/contracts';

// The widget's own texts: it ships no i18n library, so the three catalogues live here. The two
// attachment errors repeat the server catalogue's live.fileFormat / live.fileTooLarge (a test
// keeps them equal).
const ptBR = {
  open: 'Abrir o chat',
  close: 'Fechar o chat',
  chat: 'Chat',
  messages: 'Mensagens',
  message: 'Mensagem',
  placeholder: 'Escreva sua mensagem…',
  send: 'Enviar',
  emoji: 'Inserir emoji',
  attach: 'Anexar arquivo',
  you: 'Você',
  typing: (name: string) => `${name} está digitando…`,
  queue: (position: number) => `Você é o ${position}º da fila.`,
  attendant: (name: string) => `Você está falando com ${name}.`,
  offline: 'Reconectando…',
  sending: 'Enviando',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Não enviada — clique para tentar de novo',
  surveyQuestion: 'Como foi o atendimento? De 0 a 5:',
  surveyScore: (score: number) => `Nota ${score}`,
  surveyThanks: 'Obrigado pela avaliação!',
  fileFormat: 'Formato de arquivo não suportado.',
  fileTooLarge: 'Arquivo muito grande. Limites: imagem 5 MB, vídeo 16 MB, outros 100 MB.',
  uploadFailed: 'Não foi possível enviar o arquivo.',
};
export type WidgetTexts = typeof ptBR;

const enUS: WidgetTexts = {
  open: 'Open the chat',
  close: 'Close the chat',
  chat: 'Chat',
  messages: 'Messages',
  message: 'Message',
  placeholder: 'Write your message…',
  send: 'Send',
  emoji: 'Insert emoji',
  attach: 'Attach a file',
  you: 'You',
  typing: (name) => `${name} is typing…`,
  queue: (position) => `You are number ${position} in the queue.`,
  attendant: (name) => `You are talking to ${name}.`,
  offline: 'Reconnecting…',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not sent — click to try again',
  surveyQuestion: 'How was the service? From 0 to 5:',
  surveyScore: (score) => `Score ${score}`,
  surveyThanks: 'Thank you for your rating!',
  fileFormat: 'Unsupported file format.',
  fileTooLarge: 'File too large. Limits: image 5 MB, video 16 MB, others 100 MB.',
  uploadFailed: 'The file could not be sent.',
};

const es: WidgetTexts = {
  open: 'Abrir el chat',
  close: 'Cerrar el chat',
  chat: 'Chat',
  messages: 'Mensajes',
  message: 'Mensaje',
  placeholder: 'Escribe tu mensaje…',
  send: 'Enviar',
  emoji: 'Insertar emoji',
  attach: 'Adjuntar archivo',
  you: 'Tú',
  typing: (name) => `${name} está escribiendo…`,
  queue: (position) => `Eres el ${position}.º en la fila.`,
  attendant: (name) => `Estás hablando con ${name}.`,
  offline: 'Reconectando…',
  sending: 'Enviando',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'No enviado — haz clic para intentarlo de nuevo',
  surveyQuestion: '¿Cómo fue la atención? De 0 a 5:',
  surveyScore: (score) => `Nota ${score}`,
  surveyThanks: '¡Gracias por tu evaluación!',
  fileFormat: 'Formato de archivo no soportado.',
  fileTooLarge: 'Archivo demasiado grande. Límites: imagen 5 MB, video 16 MB, otros 100 MB.',
  uploadFailed: 'No se pudo enviar el archivo.',
};

export const widgetTexts: Readonly<Record<Language, WidgetTexts>> = { 'pt-BR': ptBR, 'en-US': enUS, es };

// Before the server's welcome names the language, the page's own language picks the texts.
export function pickLanguage(value: string | null | undefined): Language {
  const lower = (value ?? '').toLowerCase();
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en-US';
  return 'pt-BR';
}
