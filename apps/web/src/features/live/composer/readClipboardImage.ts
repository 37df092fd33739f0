// The first image on the clipboard, read through the asynchronous Clipboard API (the paste
// button): null when it holds none, 'refused' when the browser or the user denies reading it.
export async function readClipboardImage(): Promise<File | null | 'refused'> {
  if (!navigator.clipboard?.read) return 'refused';
  let items: ClipboardItems;
  try {
    items = await navigator.clipboard.read();
  } catch {
    return 'refused';
  }
  for (const item of items) {
    const type = item.types.find((candidate) => candidate.startsWith('image/'));
    if (!type) continue;
    const blob = await item.getType(type);
    const extension = type.split('/')[1] ?? 'png';
    return new File([blob], `image-${Date.now()}.${extension}`, { type });
  }
  return null;
}
