import type { VendorRule } from '../../src/rule-kit/vendor-rule.js';

/**
 * socket.io-client: a push channel to the site's own server (stock or content "changed" events).
 * The server goes with the conversion and the SDK has no push channel: connecting is a realtime
 * site, made inert (a socket that never connects) and a limitation.
 */
const rule: VendorRule = {
  id: 'socketio',
  docs: { description: 'socket.io-client connections (io(url)): server-pushed updates with no SDK equivalent.' },
  origin: 'other',
  priority: 5,
  packages: ['socket.io-client'],
  modules: { sio: ['socket.io-client'] },
  calls: [
    {
      id: 'io',
      pattern: ['@sio.io($$$ARGS)', '@sio.default($$$ARGS)', '@sio.connect($$$ARGS)'],
      kind: 'realtime',
      sdk: 'none',
      limitation: 'server-pushed updates (socket.io) have no SDK equivalent: the page shows the data it read when it opened',
    },
  ],
};

export default rule;
