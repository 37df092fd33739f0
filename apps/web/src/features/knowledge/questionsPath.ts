// The questions screen of one base (spec §2: /knowledge/knowledge_match), the base in the query.
export const questionsPath = (baseId: string) =>
  `/knowledge/knowledge_match?base=${encodeURIComponent(baseId)}`;
