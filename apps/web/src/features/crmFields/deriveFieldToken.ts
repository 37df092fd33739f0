import { crmLimits } from '@prosa/contracts';

// A custom field's token from its name, in the form the server accepts (a lowercase letter, then
// lowercase letters, digits and _): "Data de Aniversário" → "data_de_aniversario". Accents are
// dropped, every other run of characters becomes one _, and a name that starts with a digit gets
// the "field_" prefix. Empty when the name has no letter or digit.
export function deriveFieldToken(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!words) return '';
  const token = /^[a-z]/.test(words) ? words : `field_${words}`;
  return token.slice(0, crmLimits.token).replace(/_+$/, '');
}
