import { signIn } from './signIn.ts';

// The balloons a visitor of `publishBalloonFlow` reads: the first message starts the flow (one
// balloon at once, three after their appearance time, the last a question); each answer brings
// "cinco" and the three again.
export const firstBalloons = ['um', 'dois', 'três', 'quatro?'];
export const answerBalloons = ['cinco', 'dois', 'três', 'quatro?'];

// A new chatbot of the demo account, with a published flow whose balloons after the first take
// `appearanceMs` each to appear. Answers the chatbot's widget token.
export async function publishBalloonFlow(url: string, appearanceMs: number) {
  const { client: admin } = await signIn(url, 'admin@prosa.demo');
  const bot = await admin.post('/api/bots', { name: `Balões ${appearanceMs}` });
  if (bot.status !== 200) throw new Error(`creating the chatbot answered ${bot.status}`);
  const say = (line: number, text: string, delay: number) => ({
    line,
    type: 'message',
    content: { kind: 'text', text },
    appearanceMs: delay,
  });
  const flow = {
    description: 'Balões',
    lines: [
      say(1, 'um', 0),
      say(2, 'dois', appearanceMs),
      say(3, 'três', appearanceMs),
      { line: 4, type: 'question', text: 'quatro?', responseField: 'resposta', appearanceMs },
      say(5, 'cinco', appearanceMs),
      { line: 6, type: 'jump', jump: 2, appearanceMs: 0 },
    ],
  };
  const saved = await admin.put(`/api/bots/${bot.body._id}/flow`, flow);
  if (saved.status !== 200) throw new Error(`saving the flow answered ${JSON.stringify(saved.body)}`);
  const published = await admin.post(`/api/bots/${bot.body._id}/flow/publish`);
  if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);
  return bot.body.token as string;
}
