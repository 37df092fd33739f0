import { isLanguage, type Language } from '@prosa/contracts';

const texts: Record<Language, { subject: string; body: (name: string, link: string) => string }> = {
  'pt-BR': {
    subject: 'Prosa: redefinição de senha',
    body: (name, link) =>
      `Olá, ${name}.\n\nPara criar uma nova senha, abra o link abaixo. Ele vale por 1 hora e pode ser usado uma vez.\n\n${link}\n\nSe você não pediu, ignore este e-mail.`,
  },
  'en-US': {
    subject: 'Prosa: password reset',
    body: (name, link) =>
      `Hello, ${name}.\n\nTo create a new password, open the link below. It is valid for 1 hour and works once.\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
  },
  es: {
    subject: 'Prosa: restablecimiento de contraseña',
    body: (name, link) =>
      `Hola, ${name}.\n\nPara crear una nueva contraseña, abra el enlace de abajo. Vale 1 hora y se puede usar una vez.\n\n${link}\n\nSi no lo pidió, ignore este correo.`,
  },
};

export function passwordResetMail(language: string, name: string, link: string) {
  const text = texts[isLanguage(language) ? language : 'pt-BR'];
  return { subject: text.subject, text: text.body(name, link) };
}
