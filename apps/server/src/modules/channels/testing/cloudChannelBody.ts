// A Cloud API channel as an administrator posts it (POST/PUT /api/channels), on the given number
// id; the base URL defaults to Meta's, so nothing is resolved.
export function cloudChannelBody(botId: string, phoneNumberId: string, config: Record<string, string> = {}) {
  return {
    type: 'whatsapp' as const,
    provider: 'cloud' as const,
    name: `WhatsApp ${phoneNumberId}`,
    botId,
    config: {
      phoneNumberId,
      wabaId: `waba-${phoneNumberId}`,
      accessToken: 'token-of-the-test',
      appSecret: 'app-secret-of-the-test',
      verifyToken: 'verify-token-of-the-test',
      ...config,
    },
  };
}
