import { PlatformError } from '../../mocks/platform/platform-api';
import { errorForStatus } from '../http/http-errors';

/**
 * Runs a platform call and turns its PlatformError into exactly the error the HTTP client
 * raises for the same status and body, so both adapters honour one contract.
 */
export async function platformCall<T>(method: string, path: string, call: () => T): Promise<T> {
  await Promise.resolve(); // keep the async boundary real adapters have
  try {
    return call();
  } catch (error) {
    if (error instanceof PlatformError) throw errorForStatus(error.status, method, path, error.body);
    throw error;
  }
}
