/**
 * A TCP proxy in front of a server (PostgreSQL in the tests) that a test can stall: while
 * stalled, it accepts connections and bytes but forwards nothing either way, like a database
 * that hangs or a network that drops packets; resumed, it forwards what it held back.
 */
import net from "node:net";

export interface StallableProxy {
  /** The port it listens on, on 127.0.0.1. */
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallableProxy(target: {
  host: string;
  port: number;
}): Promise<StallableProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const flushes = new Set<() => void>();

  /** Forwards `from` to `to`, holding chunks back while stalled. */
  const forward = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    const flush = () => {
      while (!stalled && held.length) to.write(held.shift()!);
    };
    flushes.add(flush);
    from.on("data", (chunk: Buffer) => {
      held.push(chunk);
      flush();
    });
    from.on("close", () => {
      flushes.delete(flush);
      to.destroy();
    });
    from.on("error", () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const flush of flushes) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A TCP listener that accepts connections and never says a word. */
export async function startSilentListener(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
