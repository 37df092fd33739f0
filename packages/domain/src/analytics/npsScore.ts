import { npsBands } from '@prosa/contracts';

// Where one NPS answer (0–10) falls: a promoter, a detractor, or passive.
export function npsBand(score: number): 'promoter' | 'passive' | 'detractor' {
  if (score >= npsBands.promoterMin) return 'promoter';
  return score <= npsBands.detractorMax ? 'detractor' : 'passive';
}

// Net Promoter Score: the promoters' percentage minus the detractors', a whole number from −100 to
// 100 (null: no answer to count).
export function npsScore(promoters: number, detractors: number, answers: number): number | null {
  if (answers === 0) return null;
  return Math.round(((promoters - detractors) / answers) * 100) + 0;
}
