// The port the inbound SMTP endpoint listens at, per services object (SMTP_INBOUND_PORT=0 takes a
// free one): the installation tab shows it as the mail server to point an address at.
const ports = new WeakMap<object, number>();

export function rememberInboundSmtpPort(services: object, port: number) {
  ports.set(services, port);
}

export function inboundSmtpPortOf(services: object): number | null {
  return ports.get(services) ?? null;
}
