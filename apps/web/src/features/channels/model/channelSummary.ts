// A channel as GET /api/channels answers it (contracts' channelsApi, the inbound part of issue 14):
// its configuration without secrets, and which secrets have a stored value.
export interface ChannelSummary {
  id: string;
  type: string;
  provider: string;
  name: string;
  botId: string | null;
  webhookUrl: string;
  config: Record<string, string>;
  storedSecrets: string[];
}
