import type { LiveMessages } from './liveSettings.ts';

// The customer-facing live chat texts an account starts with: stored by the seed and answered for
// an account that never saved its own. One place, so both always agree.
export const defaultLiveMessages: LiveMessages = {
  'pt-BR': {
    finishRoom: 'Seu atendimento foi finalizado. Obrigado pelo contato!',
    archiveRoom: 'Esta conversa foi encerrada. Se precisar de algo mais, é só mandar uma nova mensagem.',
    transferRoom: 'Estamos transferindo você para outro atendente. Aguarde um instante, por favor.',
    withAttendant: 'Você está falando com um de nossos atendentes.',
    available: 'Um atendente está disponível e já vai falar com você.',
    queue: 'Todos os nossos atendentes estão ocupados. Você está na fila e será atendido em breve.',
    queueDistribution: 'Você está na fila de atendimento. Sua posição na fila será informada aqui.',
    waiting: 'Aguarde um momento, por favor. Já vamos responder.',
    noVacancy: 'No momento não há atendentes disponíveis. Por favor, tente novamente mais tarde.',
  },
  'en-US': {
    finishRoom: 'Your conversation has ended. Thank you for getting in touch!',
    archiveRoom: 'This conversation is closed. If you need anything else, just send us a new message.',
    transferRoom: 'We are transferring you to another agent. Please wait a moment.',
    withAttendant: 'You are talking to one of our agents.',
    available: 'An agent is available and will be with you shortly.',
    queue: 'All our agents are busy. You are in the queue and will be served soon.',
    queueDistribution: 'You are in the service queue. We will let you know your position here.',
    waiting: 'Please wait a moment. We will reply shortly.',
    noVacancy: 'No agents are available right now. Please try again later.',
  },
  es: {
    finishRoom: 'Tu atención ha finalizado. ¡Gracias por contactarnos!',
    archiveRoom: 'Esta conversación se ha cerrado. Si necesitas algo más, envíanos un nuevo mensaje.',
    transferRoom: 'Te estamos transfiriendo a otro agente. Espera un momento, por favor.',
    withAttendant: 'Estás hablando con uno de nuestros agentes.',
    available: 'Un agente está disponible y te atenderá enseguida.',
    queue: 'Todos nuestros agentes están ocupados. Estás en la fila y serás atendido pronto.',
    queueDistribution: 'Estás en la fila de atención. Te informaremos aquí tu posición en la fila.',
    waiting: 'Espera un momento, por favor. Te responderemos enseguida.',
    noVacancy: 'En este momento no hay agentes disponibles. Por favor, inténtalo más tarde.',
  },
};
