import { EventEmitter } from 'node:events';
import { expect, test } from 'vitest';
import { capPerClient } from '../../../../src/server/serving/server';

/** A socket as the cap sees it: an address, destroy, and the close event. */
function socketFrom(remoteAddress: string) {
  const events = new EventEmitter();
  const socket = {
    remoteAddress,
    destroyed: false,
    destroy() {
      socket.destroyed = true;
      events.emit('close');
    },
    once: (event: 'close', listener: () => void) => events.once(event, listener),
  };
  return socket;
}

test('addresses of one IPv6 /64 share one cap; another /64 and IPv4 addresses have their own', () => {
  const admit = capPerClient(2, new Set());
  const host = ['2001:db8:0:7::1', '2001:db8:0:7::2', '2001:db8:0:7:aaaa::3'].map(socketFrom);
  expect(host.map((socket) => admit(socket))).toEqual([true, true, false]);
  expect(host[2]?.destroyed).toBe(true);
  expect(admit(socketFrom('2001:db8:0:8::1'))).toBe(true);
  expect([admit(socketFrom('198.51.100.1')), admit(socketFrom('198.51.100.2'))]).toEqual([true, true]);
  // A closed socket gives its place back to its /64.
  host[0]?.destroy();
  expect(admit(socketFrom('2001:db8:0:7::99'))).toBe(true);
});

test('a trusted proxy is exempt, whatever its address', () => {
  const admit = capPerClient(1, new Set(['2001:db8::5']));
  expect([1, 2, 3].map(() => admit(socketFrom('2001:db8::5')))).toEqual([true, true, true]);
  expect([admit(socketFrom('2001:db8::6')), admit(socketFrom('2001:db8::7'))]).toEqual([true, false]);
});
