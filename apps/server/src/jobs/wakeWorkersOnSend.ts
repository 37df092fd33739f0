import type PgBoss from 'pg-boss';

// pg-boss workers find jobs by polling. A job this process sends for now wakes this process's
// workers of its queue at once (pg-boss's notifyWorker), so a queue whose jobs are sent for now by
// processes that also work it needs no quick polling: its polls only catch retries and what another
// process left (app/jobPolling.ts). Every server runs the workers of every queue (startJobs), and a
// job it sends is committed before the wake, so the woken fetch finds it.
export function wakeWorkersOnSend(boss: PgBoss) {
  const workers = new Map<string, string[]>();
  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = (async (name: string, ...rest: unknown[]) => {
    const id = await work(name, ...rest);
    workers.set(name, [...(workers.get(name) ?? []), id]);
    return id;
  }) as typeof boss.work;
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = (async (...args: unknown[]) => {
    const id = await send(...args);
    // send(name, data, options) or send({ name, data, options }).
    const [first, , third] = args;
    const request = typeof first === 'string' ? { name: first, options: third } : (first as PgBoss.Request);
    const options = request.options as PgBoss.SendOptions | undefined;
    if (id && options?.startAfter === undefined)
      for (const worker of workers.get(request.name) ?? []) boss.notifyWorker(worker);
    return id;
  }) as typeof boss.send;
}
