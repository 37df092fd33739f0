// The new part of a reply: mail clients quote the message answered below an attribution line ("On
// Fri, … wrote:", "Em sex., … escreveu:", "El vie, … escribió:") or as "> " lines. The customer's
// message is what comes before; kept whole when nothing new is left (a forward, a quote only).
const attribution = /^\s*(on|em|el)\s.{1,300}\s(wrote|escreveu|escribió):\s*$/i;

export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (attribution.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  const fresh = kept.join('\n').trim();
  return fresh || text.trim();
}
