import type { CrmFieldInput } from '@prosa/contracts';

// The bench's ten custom person fields, of mixed types, in one section shown in the listing.
// `token` is also how the bench's queries and rows name them.
export const benchPlans = ['Free', 'Basic', 'Pro', 'Enterprise'] as const;

export const benchFields = [
  { token: 'service_city', name: 'Cidade de atendimento', type: 'text' },
  { token: 'plan', name: 'Plano', type: 'list', options: [...benchPlans] },
  { token: 'orders', name: 'Pedidos', type: 'number' },
  { token: 'score', name: 'Pontuação', type: 'decimal' },
  { token: 'lifetime_value', name: 'Valor gasto', type: 'currency', currency: 'BRL' },
  { token: 'customer_since', name: 'Cliente desde', type: 'date' },
  { token: 'work_email', name: 'E-mail do trabalho', type: 'email' },
  { token: 'website', name: 'Site', type: 'url' },
  { token: 'postal_code', name: 'CEP de entrega', type: 'cep' },
  { token: 'notes', name: 'Observações', type: 'largeText' },
] as const satisfies readonly Omit<CrmFieldInput, 'sectionId'>[];

export type BenchFieldToken = (typeof benchFields)[number]['token'];
