// The first entries of the provider's change log, in each language.
export function changeLogSeed() {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  return [
    {
      version: '1.0.52',
      publishedAt: day('2026-11-20'),
      language: 'pt-BR',
      title: 'Painel novo',
      body: 'Entrada com verificação em duas etapas, modo escuro e três idiomas.',
    },
    {
      version: '1.0.52',
      publishedAt: day('2026-11-20'),
      language: 'en-US',
      title: 'New panel',
      body: 'Sign-in with two-factor verification, dark mode and three languages.',
    },
    {
      version: '1.0.52',
      publishedAt: day('2026-11-20'),
      language: 'es',
      title: 'Panel nuevo',
      body: 'Inicio de sesión con verificación en dos pasos, modo oscuro y tres idiomas.',
    },
    {
      version: '1.0.51',
      publishedAt: day('2026-10-02'),
      language: 'pt-BR',
      title: 'Dispositivos conectados',
      body: 'Veja onde sua conta está aberta e encerre sessões à distância.',
    },
    {
      version: '1.0.51',
      publishedAt: day('2026-10-02'),
      language: 'en-US',
      title: 'Connected devices',
      body: 'See where your account is open and end sessions remotely.',
    },
    {
      version: '1.0.51',
      publishedAt: day('2026-10-02'),
      language: 'es',
      title: 'Dispositivos conectados',
      body: 'Vea dónde está abierta su cuenta y cierre sesiones a distancia.',
    },
  ];
}
