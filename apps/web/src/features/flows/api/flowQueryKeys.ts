export const flowQueryKeys = {
  flow: (botId: string) => ['flows', botId] as const,
  version: (botId: string, version: number) => ['flows', botId, 'versions', version] as const,
};
