// What a simulated customer types to the bot's last balloon: a valid answer most of the time,
// now and then an invalid one (the bot re-asks), buttons picked by number, value or a wrong word.
// `draw` is a number in [0, 1) so a run is reproducible from its seed.
const answers: Array<[RegExp, (draw: number, n: number) => string]> = [
  [
    /\[menu\]/,
    (d) => ['1', 'Vendas', '2', 'suporte', '3', 'financeiro', '4', 'Outros'][Math.floor(d * 8)] ?? '1',
  ],
  [/\[nome\]|seu nome/, (d) => (d < 0.15 ? '1234' : 'Maria da Silva')],
  [
    /\[email\]|seu e-mail/,
    (d, n) => (d < 0.2 ? 'maria@' : d < 0.6 ? `maria${n}@empresa.com.br` : `maria${n}@gmail.com`),
  ],
  [/\[plano\]/, (d) => (d < 0.1 ? 'premium' : (['Básico', 'pro', '3'][Math.floor(d * 3)] ?? 'Pro'))],
  [/\[orcamento\]/, (d) => (d < 0.15 ? 'muito' : d < 0.6 ? '1.250,90' : '800')],
  [/\[pedido\]/, (d) => (d < 0.15 ? 'abc' : '123456')],
  [/\[problema\]/, (d) => ['Entrega', 'defeito', '3'][Math.floor(d * 3)] ?? 'Entrega'],
  [/\[data\]/, (d) => (d < 0.15 ? '32/13/2026' : '24/11/2026')],
  [/telefone/, (d) => (d < 0.15 ? '123' : '(11) 91234-5678')],
  [/\[cpf\]/, (d) => (d < 0.15 ? '111.111.111-12' : '529.982.247-25')],
  [/\[boleto\]/, (d) => (d < 0.5 ? 'Sim' : '2')],
  [/\[mensagem\]/, (d) => (d < 0.3 ? 'É urgente: o sistema parou' : 'Quero mudar meu endereço')],
  [/\[nota\]/, (d) => ['Ótimo', '2', 'regular', '4'][Math.floor(d * 4)] ?? '1'],
];

export function answerPrompt(prompt: string, draw: number, conversationNumber: number): string {
  for (const [pattern, answer] of answers) if (pattern.test(prompt)) return answer(draw, conversationNumber);
  return 'oi';
}
