import { ZErrorResponse } from '@vh/contracts';

/** The error answers an account route may give, all in the one error shape. */
export const accountErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};

/** OpenAPI: the route takes the access token in X-JWT. */
export const jwtSecurity = [{ jwt: [] }];
