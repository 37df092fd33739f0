// A list's avatar: the first letters of its title's first two words ("Clientes VIP" → "CV").
export const listInitials = (title: string) =>
  title
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
