interface Props {
  // What a chatbot collected, by identifier; values are shown as text, never as markup.
  collected: Record<string, string>;
  empty: string;
  className: string;
}

// A conversation's collected data as a definition list, or the empty note when there is none:
// the lead page and the conversation page show it alike.
export function CollectedDataList({ collected, empty, className }: Props) {
  const pairs = Object.entries(collected);
  if (pairs.length === 0) return <p>{empty}</p>;
  return (
    <dl className={className}>
      {pairs.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
