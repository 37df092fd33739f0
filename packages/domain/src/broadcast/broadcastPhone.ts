// A recipient's WhatsApp number as the provider takes it: E.164 digits without '+', with the
// country code (campaigns §5: "55 plus number"), so 10 to 15 digits; null when it is not one.
// Spaces, dots, dashes, parentheses and a leading '+' are the ways people write numbers, and go.
export function broadcastPhone(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15 || digits.startsWith('0')) return null;
  return digits;
}
