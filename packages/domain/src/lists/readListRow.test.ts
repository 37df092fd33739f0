import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapListColumns } from './mapListColumns.ts';
import { readListRow } from './readListRow.ts';

const columnsOf = (header: string[], channel: 'email' | 'sms' | 'whatsapp') => {
  const mapped = mapListColumns(header, channel);
  if (!mapped.ok) throw new Error(mapped.code);
  return mapped.columns;
};

describe('mapListColumns', () => {
  it('finds the name, e-mail and phone columns by their header in any of the three languages', () => {
    const columns = columnsOf(['Cidade', 'NOME', 'E-mail', 'Teléfono'], 'sms');
    expect(columns).toMatchObject({ name: 1, email: 2, phone: 3 });
    expect(columns.fields).toEqual([{ index: 0, header: 'Cidade' }]);
  });

  it('refuses an e-mail list without the e-mail column', () => {
    expect(mapListColumns(['Nome', 'Telefone'], 'email')).toEqual({
      ok: false,
      code: 'lists.emailColumnMissing',
    });
  });

  it('refuses an SMS or WhatsApp list without the phone column', () => {
    expect(mapListColumns(['Nome', 'Email'], 'sms')).toEqual({ ok: false, code: 'lists.phoneColumnMissing' });
    expect(mapListColumns(['Nome', 'Email'], 'whatsapp')).toEqual({
      ok: false,
      code: 'lists.phoneColumnMissing',
    });
  });
});

describe('readListRow', () => {
  const header = ['Nome', 'Email', 'Telefone', 'Plano'];

  it('keeps a WhatsApp phone written with the country code as E.164 digits', () => {
    const row = readListRow(
      ['Ana', '', '55 11 91234-5678', 'Ouro'],
      columnsOf(header, 'whatsapp'),
      'whatsapp',
    );
    expect(row).toEqual({
      ok: true,
      values: { name: 'Ana', email: '', phone: '5511912345678', fields: { Plano: 'Ouro' } },
    });
  });

  it('refuses a WhatsApp phone without the country code, naming the rule', () => {
    expect(
      readListRow(['Ana', '', '(11) 91234-5678', ''], columnsOf(header, 'whatsapp'), 'whatsapp'),
    ).toEqual({
      ok: false,
      code: 'lists.whatsappPhoneNeedsCountryCode',
    });
    expect(readListRow(['Ana', '', 'abc', ''], columnsOf(header, 'whatsapp'), 'whatsapp')).toEqual({
      ok: false,
      code: 'lists.phoneInvalid',
    });
  });

  it('takes an SMS phone typed the Brazilian way', () => {
    const row = readListRow(['Ana', '', '(11) 91234-5678', ''], columnsOf(header, 'sms'), 'sms');
    expect(row.ok && row.values.phone).toBe('5511912345678');
  });

  it('needs a valid e-mail on an e-mail list and drops an invalid phone there', () => {
    const columns = columnsOf(header, 'email');
    expect(readListRow(['Ana', 'ana@', '', ''], columns, 'email')).toEqual({
      ok: false,
      code: 'lists.emailInvalid',
    });
    const row = readListRow(['Ana', 'Ana@Exemplo.com.br', 'nada', ''], columns, 'email');
    expect(row.ok && row.values).toMatchObject({ email: 'ana@exemplo.com.br', phone: '' });
  });

  it('never throws and answers an address or a catalogue code for any cells', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 5 }),
        fc.constantFrom('email' as const, 'sms' as const, 'whatsapp' as const),
        (cells, channel) => {
          const row = readListRow(cells, columnsOf(header, channel), channel);
          if (row.ok) expect(channel === 'email' ? row.values.email : row.values.phone).not.toBe('');
          else expect(row.code).toMatch(/^lists\./);
        },
      ),
    );
  });
});
