export interface StoredRow {
  channelId: string;
  // `${provider}:${provider message id}`, as the inbound path stores a customer's message.
  clientMessageId: string;
}

export interface StoredTally {
  stored: number;
  lost: number;
  duplicated: number;
}

// Per channel, from the messages found in the database: how many distinct provider ids were
// stored, how many of the offered ones are missing, and how many rows repeat a provider id.
export function tallyStored(offered: Map<string, number>, rows: StoredRow[]): Map<string, StoredTally> {
  const tallies = new Map<string, StoredTally>();
  for (const [channelId, count] of offered) {
    const mine = rows.filter((row) => row.channelId === channelId);
    const distinct = new Set(mine.map((row) => row.clientMessageId)).size;
    tallies.set(channelId, { stored: distinct, lost: count - distinct, duplicated: mine.length - distinct });
  }
  return tallies;
}
