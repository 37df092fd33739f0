import type { Page } from 'playwright-core';
import { SimulatorPage } from '../pages/SimulatorPage.ts';

// The customer's side of publishHandoffFlow's flow in the simulator: writes to the channel, gets
// the four buttons, presses Financeiro and is told an attendant comes. Returns the simulator.
export async function walkToHandoff(page: Page, channelOption: string, customer: string) {
  await page.goto('/settings/simulator');
  const simulator = new SimulatorPage(page);
  await simulator.chooseChannel(channelOption);
  await simulator.customer.fill(customer);
  await simulator.write(customer, 'Oi, preciso de ajuda');
  await simulator.message(customer, 'Sobre o que quer falar?').waitFor();
  await simulator.tap(customer, 'Financeiro');
  await simulator.message(customer, 'Vou passar para um atendente.').waitFor();
  return simulator;
}
