// The GSM 7-bit default alphabet and its extension table (3GPP TS 23.038 §6.2.1). A character of
// the extension table is sent as ESC + itself, so it takes two of a segment's septets.
export const gsm7Basic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
export const gsm7Extension = new Set('\f^{}\\[~]|€');
