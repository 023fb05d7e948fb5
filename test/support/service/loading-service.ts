/**
 * `serve --data` as a child process, for the tests of what the service does while the import is
 * still running: it listens at once but prints its `listening on` line only when ready, so the
 * port is chosen here, not read from that line.
 */
import { freePort } from '../../../scripts/service/free-port';
import { startServeChild, type ServeChild } from '../../../scripts/service/serve-child';
import { rawRequest, type Reply } from './harness';

export interface LoadingService extends ServeChild {
  /** The first answer to `target`, sent again until the socket accepts it. */
  knock(target: string): Promise<Reply>;
}

export async function serveLoading(args: readonly string[]): Promise<LoadingService> {
  const service = startServeChild(await freePort(), args);
  return {
    ...service,
    async knock(target) {
      for (let tries = 0; ; tries++) {
        try {
          return await rawRequest(service.port, target);
        } catch (error) {
          if (tries >= 400) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    },
  };
}
