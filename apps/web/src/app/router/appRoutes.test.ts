import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en-US/routes.json';
import es from '../../shared/i18n/locales/es/routes.json';
import pt from '../../shared/i18n/locales/pt-BR/routes.json';
import { appRoutes } from './appRoutes.ts';

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('appRoutes', () => {
  it('registers each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the routes of spec §2, from the dashboard to the internal area', () => {
    const paths = appRoutes.map((route) => route.path);
    for (const path of [
      '/dashboard',
      '/live/:id?',
      '/contacts/:type/:id',
      '/analytics/location/locationsTable/:type',
      '/knowledge/genaiMini',
      '/settings/access/control',
      '/settings/chatbot/:id/data-collection',
      '/advanced/logs/list',
      '/action/create',
    ]) {
      expect(paths).toContain(path);
    }
    // Spec §2's 67 routes plus the journeys screen the team settings issue adds, the channel
    // simulator of issue 14 (demo mode) and the LGPD audit log of issue 16.
    expect(paths).toContain('/settings/journeys');
    expect(paths).toContain('/settings/simulator');
    expect(paths).toContain('/settings/privacy');
    expect(paths).toHaveLength(70);
  });

  it('has a title and an area name for every route in the three languages', () => {
    for (const catalogue of [pt, en, es]) {
      for (const route of appRoutes) {
        expect(typeof lookup(catalogue, route.title), route.title).toBe('string');
        expect(typeof lookup(catalogue, `areas.${route.area}`), route.area).toBe('string');
      }
    }
  });
});
