import type { Intention, KnowledgeResponse } from '@prosa/contracts';
import { newId } from '../app/newId.ts';

const words = (list: string) =>
  list.split(';').map((pair): Intention => {
    const [word = '', weight = '1'] = pair.split(':');
    return { word, weight: Number(weight) };
  });
const text = (value: string): KnowledgeResponse => ({ type: 'text', text: value });

// A small FAQ for Prosa Demo so the knowledge screens and the intent test have something to show,
// and one base for Outra Empresa so the isolation tests meet real rows of both accounts.
export function knowledgeSeed(demoId: string, otherId: string, serviceDeskId: string) {
  const demoBase = newId();
  const otherBase = newId();
  const question = (
    title: string,
    intentions: string,
    responses: KnowledgeResponse[],
    minimumWeight: number | null = null,
  ) => ({
    id: newId(),
    accountId: demoId,
    baseId: demoBase,
    title,
    intentions: words(intentions),
    responses,
    minimumWeight,
  });
  return {
    bases: [
      {
        id: demoBase,
        accountId: demoId,
        title: 'Dúvidas frequentes',
        description: 'Perguntas mais comuns dos clientes da loja.',
      },
      { id: otherBase, accountId: otherId, title: 'Perguntas da Outra' },
    ],
    questions: [
      question('Qual o horário de atendimento?', 'horario:3;atendimento:1;abre:2;fecha:2', [
        text('Atendemos de segunda a sexta, das 8h às 18h.'),
      ]),
      question(
        'Como rastrear meu pedido?',
        'rastrear:3;pedido:2;entrega:2;codigo rastreio:4',
        [text('Acesse Meus pedidos e clique em Rastrear.'), text('O código também chega por e-mail.')],
        3,
      ),
      question('Quais as formas de pagamento?', 'pagamento:3;pix:3;cartao:2;boleto:3', [
        {
          type: 'random',
          texts: ['Aceitamos Pix, cartão e boleto.', 'Você pode pagar com Pix, cartão de crédito ou boleto.'],
        },
      ]),
      question('Quero falar com um atendente', 'atendente:4;falar:1;humano:4', [
        text('Vou chamar alguém da equipe.'),
        { type: 'liveChat', departmentId: serviceDeskId },
      ]),
      {
        id: newId(),
        accountId: otherId,
        baseId: otherBase,
        title: 'Qual o prazo do orçamento?',
        intentions: words('prazo:3;orcamento:3'),
        responses: [text('Enviamos o orçamento em até 2 dias úteis.')],
        minimumWeight: null,
      },
    ],
  };
}
