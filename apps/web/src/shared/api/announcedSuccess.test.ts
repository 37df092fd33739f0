import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { announcesSuccess, watchAnnouncedSuccesses } from './announcedSuccess.ts';

describe('watchAnnouncedSuccesses', () => {
  const run = (queryClient: QueryClient, meta: Record<string, unknown> | undefined, fails = false) =>
    queryClient
      .getMutationCache()
      .build(queryClient, {
        meta,
        mutationFn: async () => {
          if (fails) throw new Error('refused');
          return 'ok';
        },
      })
      .execute(undefined)
      .catch(() => undefined);

  it('announces once each success of a mutation that asks for it, and nothing else', async () => {
    const queryClient = new QueryClient();
    let announced = 0;
    const stop = watchAnnouncedSuccesses(queryClient, () => {
      announced += 1;
    });
    await run(queryClient, announcesSuccess);
    expect(announced).toBe(1);
    await run(queryClient, undefined);
    await run(queryClient, announcesSuccess, true);
    expect(announced).toBe(1);
    stop();
    await run(queryClient, announcesSuccess);
    expect(announced).toBe(1);
  });
});
