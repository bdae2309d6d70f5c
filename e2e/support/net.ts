import { createServer } from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not determine a free port.'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
