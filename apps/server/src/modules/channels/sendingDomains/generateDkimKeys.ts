import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

// A DKIM key pair for one domain: RSA 2048 (RFC 8301: at least 1024, 2048 recommended; ed25519 is
// not yet verified by every receiver). The public key goes in the p= tag as base64 DER; the private
// key in PEM is what nodemailer signs with.
export async function generateDkimKeys() {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKeyPem: privateKey };
}
