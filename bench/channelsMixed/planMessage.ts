// Message `n` of the run: its channel, round-robin, and whether the provider delivers it twice (a
// retry with the same provider message id). Every 49th is retried, about 2 %: 49 shares no factor
// with the channel count (10), so the retries fall on every channel in turn.
export const retryEvery = 49;

export function planMessage(n: number, channelCount: number, customersPerChannel: number) {
  return {
    channel: n % channelCount,
    customer: Math.floor(n / channelCount) % customersPerChannel,
    retry: n % retryEvery === retryEvery - 1,
  };
}
