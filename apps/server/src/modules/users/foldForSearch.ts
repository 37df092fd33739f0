// What the users list compares: lower case without accents, so "joao" finds "João". The database
// folds the stored names the same way (memberRepository's `folded`).
export const foldForSearch = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
