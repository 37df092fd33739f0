// A browser notification, when the attendant allowed them. The tag is the conversation's id, so a
// newer notice of the same room replaces the older one.
export function showBrowserNotification(title: string, body: string, tag: string) {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  new Notification(title, { body, tag });
}
