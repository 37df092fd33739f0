import { describe, expect, it } from 'vitest';
import { simulatorCustomerProblem, simulatorCustomerRuleOf } from './simulatorCustomers.ts';

describe('the simulator’s customer per channel', () => {
  it('takes a phone of 8 to 15 digits on WhatsApp and SMS', () => {
    for (const type of ['whatsapp', 'sms']) {
      expect(simulatorCustomerRuleOf(type).kind).toBe('phone');
      expect(simulatorCustomerProblem(type, '5511999990000')).toBeNull();
      expect(simulatorCustomerProblem(type, '1234567')).toBe('simulator.customerInvalid');
      expect(simulatorCustomerProblem(type, '5511999990000123')).toBe('simulator.customerInvalid');
    }
  });

  it('takes a Telegram chat id of up to 16 digits, never 0-led', () => {
    expect(simulatorCustomerProblem('telegram', '42')).toBeNull();
    expect(simulatorCustomerProblem('telegram', '4503599627370495')).toBeNull();
    expect(simulatorCustomerProblem('telegram', '04')).toBe('simulator.chatIdInvalid');
    expect(simulatorCustomerProblem('telegram', '45035996273704950')).toBe('simulator.chatIdInvalid');
  });

  it('takes a Messenger PSID or an Instagram IGSID of 10 to 20 digits', () => {
    expect(simulatorCustomerRuleOf('messenger').kind).toBe('psid');
    expect(simulatorCustomerRuleOf('instagram').kind).toBe('igsid');
    expect(simulatorCustomerProblem('messenger', '7000000000001234')).toBeNull();
    expect(simulatorCustomerProblem('instagram', '17841400000000123')).toBeNull();
    expect(simulatorCustomerProblem('instagram', '123456789')).toBe('simulator.scopedIdInvalid');
    expect(simulatorCustomerProblem('messenger', 'abc1234567')).toBe('simulator.scopedIdInvalid');
  });

  it('takes one e-mail address on an e-mail channel', () => {
    expect(simulatorCustomerRuleOf('email').kind).toBe('email');
    expect(simulatorCustomerProblem('email', 'cliente@example.com')).toBeNull();
    expect(simulatorCustomerProblem('email', 'Ana.Souza+pedidos@loja.example.com.br')).toBeNull();
    for (const wrong of [
      '5511999990000',
      'cliente@',
      'cliente@localhost',
      'a b@example.com',
      'a@b.com, c@d.com',
    ])
      expect(simulatorCustomerProblem('email', wrong)).toBe('simulator.emailInvalid');
  });
});
