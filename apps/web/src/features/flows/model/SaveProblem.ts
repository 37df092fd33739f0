// One reason a save was refused, as shown beside its balloon (line null: the flow as a whole).
export interface SaveProblem {
  line: number | null;
  text: string;
}
