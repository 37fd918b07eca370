/** Infrastructure faults the core knows by kind; they are thrown, not returned. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly status: number | null,
    readonly method: string,
    readonly path: string,
    message = status === null ? 'The request failed' : `${method} ${path} answered ${status}`,
  ) {
    super(message);
  }
}

/** 401 on a player call: the session is gone. */
export class AuthenticationError extends GatewayError {
  override name = 'AuthenticationError';
}

export class NotFoundError extends GatewayError {
  override name = 'NotFoundError';
}
