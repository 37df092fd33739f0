import type { CrmField } from '@prosa/contracts';
import { checkContactField, cpfCheckDigits } from '@prosa/domain';
import { newId } from '../../apps/server/src/app/newId.ts';
import { type BenchFieldToken, benchPlans } from './benchFields.ts';

// One contacts row as the bench inserts it: the mirrored columns and the fields by field id.
export interface BenchContactRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
  createdAt: string;
}

// The fields a row is filled through, by token: the default ones the bench also fills and its own.
export type FieldsByToken = Record<
  BenchFieldToken | 'name' | 'email' | 'whatsapp' | 'cpf' | 'birth_date' | 'company',
  CrmField
>;

const firstNames = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luíza',
  'Gabriel',
  'Juliana',
  'Márcia',
  'Rafael',
  'Fernanda',
  'Bruno',
  'Patrícia',
  'Rodrigo',
  'Camila',
  'Thiago',
  'Aline',
  'Felipe',
  'Letícia',
  'Gustavo',
  'Beatriz',
  'Mateus',
  'Larissa',
  'Diego',
  'Vanessa',
  'André',
  'Débora',
  'Vinícius',
  'Tatiane',
  'Leonardo',
  'Sérgio',
  'Cláudia',
  'Renata',
  'Eduardo',
  'Helena',
];
const lastNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
];
const cities = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Porto Alegre',
  'Curitiba',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Goiânia',
  'Manaus',
  'Belém',
  'Florianópolis',
  'Vitória',
  'Natal',
  'Campinas',
  'Santos',
  'Niterói',
  'Londrina',
  'Uberlândia',
];
const companies = ['Acme', 'Padaria Central', 'Loja 2000', 'Tech Sul', 'Construtora Norte', 'Mercado Bom'];
const mailHosts = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'];
const notes = [
  'Prefere contato pela manhã',
  'Pediu orçamento de renovação',
  'Cliente VIP, atendimento prioritário',
  'Reclamou do prazo de entrega',
  'Interessado no plano anual',
  'Não ligar aos sábados',
];

// A small seeded generator (mulberry32): the same people on every store and run.
export function seededDraw(start: number) {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// Person `index` with realistic values, each passed through the server's own rule
// (checkContactField), so what is stored is what saving the contact form would store. Some fields
// stay empty, as in a real CRM, so "filled" and "empty" both select something.
export function benchContactRow(
  index: number,
  fields: FieldsByToken,
  draw: () => number,
  today: string,
): BenchContactRow {
  const pick = <T>(list: readonly T[]) => list[Math.floor(draw() * list.length)] as T;
  const first = pick(firstNames);
  const last = pick(lastNames);
  const name = `${first} ${pick(lastNames)} ${last}`;
  const user = `${plain(first)}.${plain(last)}${index}`;
  const phoneDigits = `119${String(Math.floor(draw() * 1e8)).padStart(8, '0')}`;
  const cpfBody = String(100000000 + ((index * 7919) % 899999999)).padStart(9, '0');
  const birth = new Date(
    Date.UTC(1950 + Math.floor(draw() * 55), Math.floor(draw() * 12), 1 + Math.floor(draw() * 28)),
  );
  const since = new Date(
    Date.UTC(2015 + Math.floor(draw() * 11), Math.floor(draw() * 12), 1 + Math.floor(draw() * 28)),
  );
  const raw: Record<keyof FieldsByToken, string> = {
    name,
    email: `${user}@${pick(mailHosts)}`,
    whatsapp: `+55${phoneDigits}`,
    cpf: cpfBody + cpfCheckDigits(cpfBody),
    birth_date: birth.toISOString().slice(0, 10),
    company: draw() < 0.4 ? pick(companies) : '',
    service_city: pick(cities),
    plan: pick(benchPlans),
    orders: String(Math.floor(draw() ** 2 * 500)),
    score: (draw() * 10).toFixed(2),
    lifetime_value: (draw() ** 3 * 20000).toFixed(2),
    customer_since: since.toISOString().slice(0, 10),
    work_email: draw() < 0.6 ? `${user}@${plain(pick(companies)).replace(/\W/g, '')}.com.br` : '',
    website: draw() < 0.5 ? `https://www.${plain(last)}${index}.com.br` : '',
    postal_code: String(Math.floor(draw() * 99999999)).padStart(8, '0'),
    notes: draw() < 0.3 ? pick(notes) : '',
  };
  const values: Record<string, string> = {};
  for (const [token, text] of Object.entries(raw)) {
    const field = fields[token as keyof FieldsByToken];
    const checked = checkContactField(field, text, today);
    if (!checked.ok)
      throw new Error(`bench value ${JSON.stringify(text)} refused for ${token}: ${checked.code}`);
    if (checked.value !== '') values[field.id] = checked.value;
  }
  // Saving a contact keeps the mirrored values in both places (saveContact's mergedColumns).
  return {
    id: newId(),
    name: values[fields.name.id] ?? '',
    email: values[fields.email.id] ?? null,
    phone: values[fields.whatsapp.id] ?? null,
    fields: values,
    createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(draw() * 700 * 86_400_000)).toISOString(),
  };
}
