import { AuthenticationError, NotFoundError } from '../../core/domain/errors';
import { PlatformError } from '../../mocks/platform/platform-api';
import { HttpResponseError } from '../http/client';

/**
 * Runs a platform call and turns its PlatformError into exactly the errors the HTTP client
 * raises for the same status, so both adapters honour one contract.
 */
export async function platformCall<T>(method: string, path: string, call: () => T): Promise<T> {
  await Promise.resolve(); // keep the async boundary real adapters have
  try {
    return call();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 401) throw new AuthenticationError(401, method, path);
    if (error.status === 404) throw new NotFoundError(404, method, path);
    throw new HttpResponseError(error.status, method, path, error.body);
  }
}
