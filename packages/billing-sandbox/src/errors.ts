/** The `type` Chargebee puts on an error; the client maps it onto its error classes. */
export type ErrorType = 'invalid_request' | 'payment' | 'operation_failed';

/** A Chargebee API error: thrown anywhere, answered with Chargebee's JSON error body. */
export class ChargebeeApiError extends Error {
  readonly status: number;
  readonly type: ErrorType | undefined;
  readonly apiErrorCode: string;
  readonly errorCode: string;
  readonly param: string | undefined;

  constructor(
    status: number,
    apiErrorCode: string,
    message: string,
    options: { type?: ErrorType; param?: string; errorCode?: string } = {},
  ) {
    super(message);
    this.name = 'ChargebeeApiError';
    this.status = status;
    this.type = options.type;
    this.apiErrorCode = apiErrorCode;
    this.errorCode = options.errorCode ?? apiErrorCode;
    this.param = options.param;
  }

  /** Chargebee's body, including the legacy `error_*` fields older clients still read. */
  toJSON(): Record<string, unknown> {
    return {
      message: this.message,
      ...(this.type ? { type: this.type } : {}),
      api_error_code: this.apiErrorCode,
      ...(this.param ? { param: this.param, error_param: this.param } : {}),
      error_code: this.errorCode,
      error_msg: this.message,
      http_status_code: this.status,
    };
  }
}

export const paramWrongValue = (param: string, message: string) =>
  new ChargebeeApiError(400, 'param_wrong_value', `${param} : ${message}`, {
    type: 'invalid_request',
    param,
  });

export const paramMissing = (param: string) =>
  new ChargebeeApiError(400, 'param_wrong_value', `${param} : cannot be blank`, {
    type: 'invalid_request',
    param,
    errorCode: 'param_not_present',
  });

export const notFound = (what: string, id: string) =>
  new ChargebeeApiError(404, 'resource_not_found', `${what} not found for id ${id}`, {
    type: 'invalid_request',
    errorCode: 'resource_not_found',
  });

export const invalidState = (message: string) =>
  new ChargebeeApiError(400, 'invalid_state_for_request', message, { type: 'invalid_request' });

/** A feature the real API has and the sandbox deliberately does not emulate. */
export const unsupported = (what: string, param?: string) =>
  new ChargebeeApiError(400, 'invalid_request', `${what} is not supported by the billing sandbox`, {
    type: 'invalid_request',
    errorCode: 'unsupported_by_sandbox',
    ...(param ? { param } : {}),
  });

export const paymentDeclined = (message: string) =>
  new ChargebeeApiError(402, 'payment_processing_failed', message, {
    type: 'payment',
    errorCode: 'payment_declined',
  });

export const cardNotStored = (message: string) =>
  new ChargebeeApiError(402, 'payment_method_verification_failed', message, {
    type: 'payment',
    errorCode: 'card_verification_failed',
  });

export const authenticationFailed = () =>
  new ChargebeeApiError(
    401,
    'api_authentication_failed',
    'Sorry, authentication failed. Invalid api key',
    {
      errorCode: 'api_authentication_failed',
    },
  );
