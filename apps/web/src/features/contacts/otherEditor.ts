import type { ContactEditor } from '@prosa/contracts';

// The user who locks the contact for this viewer: someone else, with a lease not yet run out. The
// viewer's own lock (another tab of theirs) locks nothing, as the server lets them take it too.
export function otherEditor(
  editor: ContactEditor | null,
  userId: string,
  now = Date.now(),
): ContactEditor | null {
  if (!editor || editor.userId === userId) return null;
  return Date.parse(editor.until) > now ? editor : null;
}
