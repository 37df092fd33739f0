import { describe, expect, it } from 'vitest';
import { addArrival, noArrivals, seeBox, seeConversation } from './newArrivals.ts';

describe('newArrivals', () => {
  it('counts a queued arrival in the queue, and moves it to the inbox once it is given to me', () => {
    const queued = addArrival(noArrivals, { _id: 'a', status: 'queueManual' });
    expect(queued).toEqual({ inbox: [], queue: ['a'] });
    expect(addArrival(queued, { _id: 'a', status: 'queueManual' })).toBe(queued);
    expect(addArrival(queued, { _id: 'a', status: 'new' })).toEqual({ inbox: ['a'], queue: [] });
  });

  it('forgets what the attendant saw: the box opened, or the conversation itself', () => {
    const two = addArrival(addArrival(noArrivals, { _id: 'a', status: 'queueAutomatic' }), {
      _id: 'b',
      status: 'new',
    });
    expect(seeBox(two, 'queue')).toEqual({ inbox: ['b'], queue: [] });
    expect(seeBox(two, 'all')).toBe(two);
    expect(seeConversation(two, 'b')).toEqual({ inbox: [], queue: ['a'] });
    expect(seeConversation(two, 'z')).toBe(two);
  });
});
