import { err, ok, type Result } from '../../../core/shared/result';
import { FormValidationError } from '../../../core/domain/errors';
import type { FieldRejection } from '../../../ports/account-gateway.port';

/** A 400 with field errors is the platform's answer to a form; anything else is a fault. */
export async function formResult<T>(call: () => Promise<T>): Promise<Result<T, FieldRejection>> {
  try {
    return ok(await call());
  } catch (error) {
    if (error instanceof FormValidationError)
      return err({ kind: 'rejected', globalErrors: error.globalErrors, attributeErrors: error.attributeErrors });
    throw error;
  }
}
