import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones, as a crashed or restarting database would. */
  cut: () => void;
  /** Keeps connections open but passes no bytes either way, as a stalled network would. */
  stall: () => void;
  /** Drops every connection and closes the port: connecting is refused, as with a database that is not running. */
  refuse: () => Promise<void>;
  /** Passes bytes again (and listens again after `refuse`). */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

type Pair = { client: net.Socket; server: net.Socket };

/** A TCP proxy on loopback in front of `target`, for fault tests (cut, stall, restore). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stalled' = 'open';
  const pairs = new Set<Pair>();

  const pipe = (pair: Pair) => {
    pair.client.pipe(pair.server);
    pair.server.pipe(pair.client);
  };
  const unpipe = (pair: Pair) => {
    pair.client.unpipe(pair.server);
    pair.server.unpipe(pair.client);
    pair.client.pause();
    pair.server.pause();
  };

  const accept = (client: net.Socket) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const server = net.connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    if (mode === 'open') pipe(pair);
    else unpipe(pair);
  };
  let listener = net.createServer(accept);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as net.AddressInfo).port;
  let refused = false;

  const cut = () => {
    mode = 'cut';
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    cut,
    async refuse() {
      cut();
      refused = true;
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
    stall() {
      mode = 'stalled';
      for (const pair of pairs) unpipe(pair);
    },
    async restore() {
      if (mode === 'stalled') for (const pair of pairs) pipe(pair);
      mode = 'open';
      if (refused) {
        refused = false;
        listener = net.createServer(accept);
        await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
      }
    },
    async close() {
      cut();
      if (!refused) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
