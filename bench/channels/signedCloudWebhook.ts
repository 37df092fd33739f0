import { createHmac } from 'node:crypto';

// A Cloud API inbound text message as Meta posts it, signed X-Hub-Signature-256 with the app
// secret: what the bench's load generator sends straight to Prosa's webhook (through the sandbox,
// its ordered per-thread delivery would be what is measured).
export function signedCloudWebhook(input: {
  appSecret: string;
  phoneNumberId: string;
  from: string;
  wamid: string;
  text: string;
  at: number;
}) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'bench-waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: input.phoneNumberId },
              contacts: [{ profile: { name: `Bench ${input.from.slice(-4)}` }, wa_id: input.from }],
              messages: [
                {
                  from: input.from,
                  id: input.wamid,
                  timestamp: String(Math.floor(input.at / 1000)),
                  type: 'text',
                  text: { body: input.text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', input.appSecret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}
