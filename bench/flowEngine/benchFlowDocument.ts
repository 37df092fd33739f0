import type { FlowDocumentInput, FlowLineInput } from '@prosa/contracts';

// A published flow of realistic size (50 lines): a menu of buttons, four branches with validated
// questions, conditions on the answers, a data collection, jumps, a rating, and a jump back to the
// menu at the end, so every conversation stays with the bot however long the bench runs. No
// hand-off, HTTP or code line: those would measure other modules. Appearance times are 0 so every
// balloon is stored in the turn (with a delay they become pg-boss jobs, measured elsewhere).
const text = (line: number, value: string, jump?: number): FlowLineInput => ({
  line,
  type: 'message',
  appearanceMs: 0,
  content: { kind: 'text', text: value },
  ...(jump ? { jump } : {}),
});
const question = (
  line: number,
  prompt: string,
  validation: 'none' | 'name' | 'email' | 'phone' | 'cpf' | 'money' | 'date' | 'number',
  responseField: string,
): FlowLineInput => ({ line, type: 'question', appearanceMs: 0, text: prompt, validation, responseField });
const buttons = (
  line: number,
  prompt: string,
  responseField: string,
  choices: Array<[string, number?]>,
): FlowLineInput => ({
  line,
  type: 'buttons',
  appearanceMs: 0,
  text: prompt,
  responseField,
  buttons: choices.map(([value, jump], index) => ({
    key: `b${index + 1}`,
    value,
    ...(jump ? { jump } : {}),
  })),
});
const condition = (
  line: number,
  rules: Array<{
    field: string;
    operator: 'equals' | 'contains' | 'greaterThan' | 'exists';
    value?: string;
    jump: number;
  }>,
): FlowLineInput => ({
  line,
  type: 'condition',
  appearanceMs: 0,
  rules: rules.map((r) => ({ value: '', ...r })),
});
const jump = (line: number, to: number): FlowLineInput => ({ line, type: 'jump', appearanceMs: 0, jump: to });

export const benchFlowDocument: FlowDocumentInput = {
  description: 'Bench: menu, validated questions, conditions, data collection, rating, loop',
  lines: [
    text(1, 'Olá! Eu sou o assistente da Prosa.'),
    text(2, 'Vou te ajudar em poucos passos.'),
    buttons(3, '[menu] Sobre o que você quer falar?', 'assunto', [
      ['Vendas', 10],
      ['Suporte', 20],
      ['Financeiro', 30],
      ['Outros', 40],
    ]),
    jump(4, 3),
    // Sales
    text(10, 'Ótimo, vamos falar de vendas.'),
    question(11, '[nome] Qual é o seu nome?', 'name', 'name'),
    question(12, '[email] Qual é o seu e-mail de trabalho?', 'email', 'email'),
    condition(13, [{ field: 'email', operator: 'contains', value: '@empresa', jump: 15 }]),
    text(14, 'Anotado, {{name}}.'),
    buttons(15, '[plano] Qual plano te interessa?', 'plano', [['Básico'], ['Pro'], ['Enterprise']]),
    question(16, '[orcamento] Qual é o orçamento mensal em reais?', 'money', 'orcamento'),
    condition(17, [{ field: 'orcamento', operator: 'greaterThan', value: '1000', jump: 19 }]),
    text(18, 'Temos planos que cabem nesse orçamento.', 45),
    text(19, 'Um consultor vai preparar uma proposta para você.', 45),
    // Support
    text(20, 'Vamos resolver isso.'),
    question(21, '[pedido] Qual é o número do pedido?', 'number', 'pedido'),
    buttons(22, '[problema] O que aconteceu?', 'problema', [
      ['Entrega', 24],
      ['Defeito', 25],
      ['Troca', 25],
    ]),
    jump(23, 22),
    question(24, '[data] Em que data a entrega estava prevista?', 'date', 'prevista'),
    condition(25, [{ field: 'problema', operator: 'equals', value: 'Entrega', jump: 27 }]),
    text(26, 'Vamos analisar o produto.', 28),
    text(27, 'Vamos rastrear a entrega.'),
    text(28, 'Registramos o seu chamado.', 45),
    // Finance
    text(30, 'Vamos cuidar do financeiro.'),
    {
      line: 31,
      type: 'dataCollection',
      appearanceMs: 0,
      initialMessage: 'Preciso de alguns dados.',
      continuationMessage: 'Obrigado pelos dados.',
      fields: ['name', 'email', 'phone'],
    },
    question(32, '[cpf] Qual é o CPF do titular?', 'cpf', 'cpf'),
    condition(33, [{ field: 'phone', operator: 'exists', jump: 35 }]),
    text(34, 'Sem telefone, responderemos por e-mail.'),
    buttons(35, '[boleto] Você quer a segunda via do boleto?', 'boleto', [
      ['Sim', 36],
      ['Não', 37],
    ]),
    text(36, 'A segunda via vai para {{email}}.', 45),
    text(37, 'Certo, nada a enviar.', 45),
    // Others
    text(40, 'Conte para nós.'),
    question(41, '[mensagem] Escreva a sua mensagem.', 'none', 'mensagem'),
    condition(42, [{ field: 'mensagem', operator: 'contains', value: 'urgente', jump: 44 }]),
    text(43, 'Recebemos a sua mensagem.', 45),
    text(44, 'Marcamos a sua mensagem como urgente.'),
    // Rating, then back to the menu
    buttons(45, '[nota] Como você avalia este atendimento?', 'nota', [
      ['Ótimo', 47],
      ['Bom', 47],
      ['Regular', 46],
      ['Ruim', 46],
    ]),
    text(46, 'Vamos melhorar.'),
    condition(47, [{ field: 'nota', operator: 'equals', value: 'Ótimo', jump: 49 }]),
    text(48, 'Obrigado pela avaliação.'),
    text(49, 'Obrigado, {{name}}!'),
    jump(50, 2),
  ],
};
